import './claim-report.scss';
import {
  ClaimReportPath,
  signAsBReply,
  signLinkCodeReply,
  signLinkReply,
  signToken,
} from '@area-clienti/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { errorCodeOf } from '@/shared/api';
import { api } from '@/shared/backend';
import { formatDate } from '@/shared/format';
import { fileOfResponse, saveBlob } from '@/shared/lib/download';
import {
  claimReportErrorMessage,
  claimReportText,
  counterpartText as t,
} from '@/shared/messages/claim-report';
import { Link, useParams } from '@/shared/router';
import { CLAIM_DATA_NOTICE_SECTION, paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { controlClass, LabelledField } from '@/shared/ui/form/LabelledField';
import { PageHeading } from '@/shared/ui/PageHeading';

type LinkFacts = Awaited<ReturnType<typeof loadLink>>;
type SignedCopy = z.infer<typeof signAsBReply>['copy'];
const loadLink = (token: string) =>
  api.call(ClaimReportPath.getClaimReportSignLink, { token }, signLinkReply, { auth: false });

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });
};

/** B's copy of the signed document, from the signature's reply (the used link opens nothing again). */
function saveCopy(copy: SignedCopy) {
  const bytes = Uint8Array.from(atob(copy.pdfBase64), (char) => char.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'application/pdf' }), copy.name);
}

/** The code sent to B's mobile, and the signature with it. */
function CodeForm({ token, onSigned }: { token: string; onSigned: (copy: SignedCopy) => void }) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setProblem(null);
    try {
      const reply = await api.call(ClaimReportPath.sendClaimReportSignCode, { token }, signLinkCodeReply, {
        auth: false,
      });
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
        <button type="button" className="btn btn-primary" onClick={send}>
          {t.sendCode}
        </button>
      )}
      {problem ? (
        <Alert tone="danger" live="alert">
          {problem}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * Driver B signs the same CAI from the link A's submission sent (no account, issue 22 §6): what the report is
 * (date, place, plates, the document's SHA-256 and the PDF itself), until when B may sign, a code to B's mobile.
 * A link unknown, expired or used says so, and nothing of the report.
 */
export function CounterpartSignPage() {
  const token = useParams().token ?? '';
  const valid = signToken.safeParse(token).success;
  const [facts, setFacts] = useState<LinkFacts | null>(null);
  const [failure, setFailure] = useState<string | null>(valid ? null : t.invalid);
  const [signed, setSigned] = useState<SignedCopy | null>(null);
  const [readError, setReadError] = useState(false);
  useEffect(() => {
    if (!valid) return;
    loadLink(token)
      .then(setFacts)
      .catch((error: unknown) => setFailure(claimReportErrorMessage(errorCodeOf(error))));
  }, [token, valid]);

  const read = async () => {
    setReadError(false);
    try {
      const response = await api.callForFile(
        ClaimReportPath.getClaimReportSignPdf,
        { token },
        'application/pdf',
        {
          auth: false,
        },
      );
      const { name, blob } = await fileOfResponse(response, 'constatazione-amichevole.pdf');
      saveBlob(blob, name);
    } catch {
      setReadError(true);
    }
  };

  return (
    <div className="claim-report">
      <PageHeading title={t.title} />
      {failure ? (
        <Alert tone="danger" live="alert">
          {failure}
        </Alert>
      ) : null}
      {signed ? (
        <>
          <Alert tone="success" live="status">
            {t.signed}
          </Alert>
          <p>{t.copyHint}</p>
          <p>
            <button type="button" className="btn btn-primary" onClick={() => saveCopy(signed)}>
              {t.copy}
            </button>
          </p>
        </>
      ) : null}
      {facts && !signed ? (
        <>
          <p>{t.intro}</p>
          <dl className="claim-summary">
            <div>
              <dt>{t.eventDate}</dt>
              <dd>{formatDate(facts.eventDate) ?? facts.eventDate}</dd>
            </div>
            {facts.place ? (
              <div>
                <dt>{t.place}</dt>
                <dd>{facts.place}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.plateA}</dt>
              <dd>{facts.plateA ?? claimReportText.review.none}</dd>
            </div>
            <div>
              <dt>{t.plateB}</dt>
              <dd>{facts.plateB ?? claimReportText.review.none}</dd>
            </div>
            <div>
              <dt>{claimReportText.sign.hash}</dt>
              <dd className="claim-sign__digest" data-testid="claim-sha256">
                {facts.sha256}
              </dd>
            </div>
            <div>
              <dt>{t.deadline}</dt>
              <dd>{when(facts.deadline)}</dd>
            </div>
          </dl>
          <p>
            <button type="button" className="btn btn-outline-primary" onClick={read}>
              {t.read}
            </button>
          </p>
          {readError ? (
            <Alert tone="danger" live="alert">
              {t.readError}
            </Alert>
          ) : null}
          <p>
            <Link to={`${paths.privacy()}#${CLAIM_DATA_NOTICE_SECTION}`}>{t.privacyLink}</Link>
          </p>
          <p>
            <Link to={paths.feaInfo()}>Come funziona la firma elettronica avanzata</Link>
          </p>
          <CodeForm token={token} onSigned={setSigned} />
        </>
      ) : null}
    </div>
  );
}
