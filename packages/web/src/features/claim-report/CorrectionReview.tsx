import { type ClaimReportView, sideChanges } from '@area-clienti/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { claimReportErrorMessage } from '@/shared/messages/claim-report';
import { correctionReviewText as t } from '@/shared/messages/counterpart';
import { useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { CorrectionTable } from '@/shared/ui/CorrectionTable';
import { acceptClaimReportCorrection, claimReportKeys, rejectClaimReportCorrection } from './api';
import type { SigningState } from './steps/ReviewStep';

const when = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

/**
 * B corrected B's sections (issue 34, docs/decisions/0134): A sees each change beside what A wrote, and
 * accepts (the corrected document to sign with a new code, then B signs it) or not (the report goes on
 * signed by A alone, B's corrections on its evidence page).
 */
export function CorrectionReview({ report }: { report: ClaimReportView }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changes = report.correction ? sideChanges(report.correction.before, report.correction.after) : [];
  const put = (next: ClaimReportView) =>
    queryClient.setQueryData(claimReportKeys.one(report.reportId), { ok: true, report: next });

  const answer = async (accepted: boolean) => {
    setProblem(null);
    setBusy(true);
    try {
      if (accepted) {
        const reply = await acceptClaimReportCorrection(report.reportId, report.version);
        put(reply.report);
        const state: SigningState = {
          sha256: reply.sha256,
          sentTo: reply.sentTo,
          expiresAt: reply.expiresAt,
        };
        navigate(paths.claimReportDraft(report.reportId), { state });
      } else {
        put((await rejectClaimReportCorrection(report.reportId)).report);
      }
      await queryClient.invalidateQueries({ queryKey: claimReportKeys.list });
    } catch (error) {
      if (!redirectedBySession(error)) setProblem(claimReportErrorMessage(errorCodeOf(error)));
      // The report as it now stands (still B's corrections to answer, at its new version).
      await queryClient.invalidateQueries({ queryKey: claimReportKeys.one(report.reportId) });
      setBusy(false);
    }
  };

  return (
    <section className="claim-correction" aria-labelledby="claim-correction-title">
      <h2 id="claim-correction-title" className="h4">
        {t.title}
      </h2>
      <p>{t.intro}</p>
      {report.counterpartDeadline ? <p>{t.deadline(when(report.counterpartDeadline))}</p> : null}
      <CorrectionTable changes={changes} />
      {problem ? (
        <Alert tone="danger" live="alert">
          {problem}
        </Alert>
      ) : null}
      <div className="form-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => answer(true)}>
          {t.accept}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={busy}
          onClick={() => answer(false)}
        >
          {t.reject}
        </button>
      </div>
    </section>
  );
}
