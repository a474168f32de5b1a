import type { ClaimReportView } from '@area-clienti/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { codeResolver } from '@/shared/forms/schemas';
import { claimReportErrorMessage, claimReportText } from '@/shared/messages/claim-report';
import { claimSignText } from '@/shared/messages/claim-report-review';
import { Link, useLocation } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { TextField } from '@/shared/ui/form/TextField';
import {
  cancelClaimReportSigning,
  claimReportDocumentUrl,
  claimReportKeys,
  confirmClaimReport,
  submitClaimReport,
} from './api';
import type { SigningState } from './steps/ReviewStep';

const t = claimReportText.sign;
const d = claimSignText;

/**
 * The document to sign, opened before the code is asked (issue 34 item 4): fetched with the session and
 * offered as a link that saves it, for the phone's PDF reader to open; the client then confirms having read it.
 */
function DocumentToRead({ reportId, onRead }: { reportId: string; onRead: (read: boolean) => void }) {
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [read, setRead] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    setUrl(null);
    setFailed(false);
    claimReportDocumentUrl(reportId)
      .then((object) => {
        made = object;
        setUrl(object);
      })
      .catch(() => setFailed(true));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [reportId]);
  const tick = (checked: boolean) => {
    setRead(checked);
    onRead(checked);
  };
  return (
    <section className="claim-sign__read" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        {d.readTitle}
      </h3>
      <p>{d.readIntro}</p>
      {url ? (
        <p>
          <a
            className="btn btn-outline-primary"
            href={url}
            // Saved and opened by the phone's own PDF reader: a blob: page in a tab would inherit the app's
            // Content-Security-Policy (object-src 'none'), which keeps the browser's PDF viewer out.
            download="denuncia-da-firmare.pdf"
            data-testid="claim-document-link"
          >
            {d.open}
          </a>
        </p>
      ) : failed ? (
        <Alert tone="danger" live="alert">
          {d.openError}
        </Alert>
      ) : (
        <p aria-live="polite">{d.opening}</p>
      )}
      <div className="form-check">
        <input
          id={`${id}-read`}
          type="checkbox"
          checked={read}
          onChange={(event) => tick(event.target.checked)}
        />
        <label htmlFor={`${id}-read`}>{d.readConfirm}</label>
      </div>
      {read ? null : <p className="field-hint">{d.readFirst}</p>}
    </section>
  );
}

/**
 * The signature (FEA): the SHA-256 of the document made to be signed, the code sent by SMS to the client's
 * verified mobile, and the way back to the draft (the signing is withdrawn, the draft can be changed).
 */
export function SignStep({ report }: { report: ClaimReportView }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [signing, setSigning] = useState<SigningState | null>(
    (location.state as SigningState | null) ?? null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  // The reading confirmed is of this document: a new submission (another SHA-256) asks it again.
  const [readSha, setReadSha] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ resolver: codeResolver, defaultValues: { code: '' } });
  const sha256 = signing?.sha256 ?? report.sha256 ?? '';
  const read = readSha === sha256;

  const put = (reply: { report: ClaimReportView }) =>
    queryClient.setQueryData(claimReportKeys.one(report.reportId), { ok: true, report: reply.report });

  const fail = (error: unknown) => {
    if (!redirectedBySession(error)) setProblem(claimReportErrorMessage(errorCodeOf(error)));
  };

  const confirm = form.handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      const reply = await confirmClaimReport(report.reportId, code);
      await queryClient.invalidateQueries({ queryKey: claimReportKeys.list });
      await queryClient.invalidateQueries({ queryKey: ['sinistri'] });
      put(reply);
    } catch (error) {
      fail(error);
    }
  });

  /** A new code for the same document (the one sent before no longer signs). */
  const resend = async () => {
    setProblem(null);
    try {
      const reply = await submitClaimReport(report.reportId, report.version);
      setSigning({ sha256: reply.sha256, sentTo: reply.sentTo, expiresAt: reply.expiresAt });
      put(reply);
    } catch (error) {
      fail(error);
    }
  };

  const backToDraft = async () => {
    try {
      put(await cancelClaimReportSigning(report.reportId));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="claim-sign" aria-labelledby="claim-sign-title">
      <h2 id="claim-sign-title" className="h4">
        {t.title}
      </h2>
      <div className="claim-sign__hash">
        <p className="mb-1 fw-semibold">{t.hash}</p>
        <p className="claim-sign__digest" data-testid="claim-sha256">
          {sha256}
        </p>
        <p className="field-hint">{t.hashHint}</p>
      </div>
      <DocumentToRead
        key={sha256}
        reportId={report.reportId}
        onRead={(checked) => setReadSha(checked ? sha256 : null)}
      />
      {signing ? <p>{t.sentTo(signing.sentTo)}</p> : null}
      <form className="app-form" noValidate onSubmit={confirm}>
        {read ? (
          <TextField
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            registration={form.register('code')}
            error={form.formState.errors.code}
          />
        ) : null}
        {problem ? (
          <Alert tone="danger" live="alert">
            {problem}
          </Alert>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={!read || form.formState.isSubmitting}>
            {t.confirm}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={resend}>
            {t.resend}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={backToDraft}>
            {t.back}
          </button>
        </div>
      </form>
      <p className="field-hint">
        <Link to={paths.feaInfo()}>{d.feaLink}</Link>
      </p>
    </section>
  );
}
