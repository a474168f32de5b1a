import { ClaimReportPath, FEA_TERMS_VERSION, signAsBReply, signLinkCodeReply } from '@area-clienti/contract';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { errorCodeOf } from '@/shared/api';
import { api } from '@/shared/backend';
import { saveBlob } from '@/shared/lib/download';
import {
  claimReportErrorMessage,
  claimReportText,
  counterpartText as t,
} from '@/shared/messages/claim-report';
import { Alert } from '@/shared/ui/Alert';
import { controlClass, LabelledField } from '@/shared/ui/form/LabelledField';
import { FeaTermsBox } from '../FeaTermsConsent';

export type SignedCopy = z.infer<typeof signAsBReply>['copy'];

/** B's copy of the signed document, from the signature's reply (the used link opens nothing again). */
export function saveCopy(copy: SignedCopy) {
  const bytes = Uint8Array.from(atob(copy.pdfBase64), (char) => char.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'application/pdf' }), copy.name);
}

/** The code sent to B's mobile, and the signature with it. */
export function CodeForm({ token, onSigned }: { token: string; onSigned: (copy: SignedCopy) => void }) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [terms, setTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const send = async () => {
    setProblem(null);
    // The FEA service terms accepted before the code (the server refuses without: FEATERMS_001).
    if (!terms) {
      setTermsMissing(true);
      return;
    }
    try {
      const reply = await api.call(
        ClaimReportPath.sendClaimReportSignCode,
        { token, feaTermsVersion: FEA_TERMS_VERSION },
        signLinkCodeReply,
        { auth: false },
      );
      setSentTo(reply.sentTo);
    } catch (error) {
      setProblem(claimReportErrorMessage(errorCodeOf(error)));
    }
  };
  const sign = async (event: FormEvent) => {
    event.preventDefault();
    const clean = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(clean)) {
      setProblem(claimReportText.sign.codeInvalid);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const reply = await api.call(ClaimReportPath.signClaimReportAsB, { token, code: clean }, signAsBReply, {
        auth: false,
      });
      onSigned(reply.copy);
    } catch (error) {
      setProblem(claimReportErrorMessage(errorCodeOf(error)));
      setBusy(false);
    }
  };
  return (
    <>
      {sentTo ? (
        <form className="app-form" noValidate onSubmit={sign}>
          <p>{t.sentTo(sentTo)}</p>
          <LabelledField label={claimReportText.sign.code}>
            {(wiring) => (
              <input
                {...wiring}
                name={`${id}-code`}
                className={controlClass('form-control', undefined)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </LabelledField>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {claimReportText.sign.confirm}
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={send}>
              {claimReportText.sign.resend}
            </button>
          </div>
        </form>
      ) : (
        <>
          <FeaTermsBox
            intro={t.termsIntro}
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              setTermsMissing(false);
            }}
            error={termsMissing}
          />
          <button type="button" className="btn btn-primary" onClick={send}>
            {t.sendCode}
          </button>
        </>
      )}
      {problem ? (
        <Alert tone="danger" live="alert">
          {problem}
        </Alert>
      ) : null}
    </>
  );
}
