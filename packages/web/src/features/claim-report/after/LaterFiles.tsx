import {
  CLAIM_REPORT_LATER_KIND_LABELS,
  CLAIM_REPORT_LATER_KINDS,
  type ClaimReportLaterKind,
} from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { claimReportKeys } from '@/shared/entities/claim-reports/api';
import { claimReportAfterText } from '@/shared/messages/claim-report-after';
import { claimReportFileErrorMessage } from '@/shared/messages/claim-report-files';
import { Alert } from '@/shared/ui/Alert';
import { uploadClaimFile } from '../photos/upload';
import { laterFilesKey, reportFilesQuery, threadKey } from './api';

const t = claimReportAfterText.later;
const FILE_ACCEPT = 'image/*,.heic,.heif,application/pdf';

/** Sends one file to a sent report, named by what it is (and the branch's request it answers). */
export function useLaterUpload(reportId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async (file: File, laterKind: ClaimReportLaterKind, requestId?: number) => {
    setOutcome(null);
    try {
      await uploadClaimFile(
        reportId,
        file,
        (sent, total) => setProgress(t.uploading(file.name, total ? Math.round((sent / total) * 100) : 100)),
        false,
        { laterKind, requestId },
      );
      setOutcome({ ok: true, text: t.done(file.name) });
    } catch (error) {
      const why = claimReportFileErrorMessage(errorCodeOf(error)) ?? t.genericFailure;
      setOutcome({ ok: false, text: t.failed(file.name, why) });
    }
    setProgress(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: laterFilesKey(reportId) }),
      queryClient.invalidateQueries({ queryKey: threadKey(reportId) }),
      queryClient.invalidateQueries({ queryKey: claimReportKeys.one(reportId) }),
    ]);
  };
  const status = (
    <>
      <p aria-live="polite" className="claim-files__progress">
        {progress ?? ''}
      </p>
      {outcome ? (
        <Alert
          tone={outcome.ok ? 'success' : 'danger'}
          live={outcome.ok ? 'status' : 'alert'}
          onDismiss={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      ) : null}
    </>
  );
  return { send, busy: progress !== null, status };
}

/**
 * Documents and photos the client adds to a report already sent (issue 34 item 6): what each is, chosen
 * first; the file then goes the drafts' way (chunks, checked by the server). The signed report is unchanged.
 */
export function LaterFiles({ reportId }: { reportId: string }) {
  const id = useId();
  const files = useQuery(reportFilesQuery(reportId));
  const [kind, setKind] = useState<ClaimReportLaterKind>('medicalCertificate');
  const upload = useLaterUpload(reportId);
  const later = (files.data?.files ?? []).filter((file) => file.laterKind !== null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = [...(event.target.files ?? [])];
    event.target.value = '';
    if (file) await upload.send(file, kind);
  };

  return (
    <section className="claim-later" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t.title}
      </h2>
      <p>{t.intro}</p>
      <div className="mb-3">
        <label htmlFor={`${id}-kind`} className="form-label">
          {t.kind}
        </label>
        <select
          id={`${id}-kind`}
          className="form-select"
          value={kind}
          onChange={(event) => setKind(event.target.value as ClaimReportLaterKind)}
        >
          {CLAIM_REPORT_LATER_KINDS.map((value) => (
            <option key={value} value={value}>
              {CLAIM_REPORT_LATER_KIND_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-file`} className="form-label">
          {t.choose}
        </label>
        <input
          id={`${id}-file`}
          className="form-control"
          type="file"
          accept={FILE_ACCEPT}
          disabled={upload.busy}
          onChange={pick}
        />
      </div>
      {upload.status}
      <h3 className="h6">{t.added}</h3>
      {later.length === 0 ? <p>{t.none}</p> : null}
      <ul className="claim-later__list">
        {later.map((file) => (
          <li key={file.fileId}>
            {file.laterKind ? `${CLAIM_REPORT_LATER_KIND_LABELS[file.laterKind]}: ` : ''}
            {file.name}
            <br />
            <small>
              {t.hash} <span className="claim-sign__digest">{file.sha256}</span>
            </small>
          </li>
        ))}
      </ul>
    </section>
  );
}
