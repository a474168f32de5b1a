import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@/shared/format';
import { claimReportText } from '@/shared/messages/claim-report';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { claimReportKeys, deleteClaimReport, useClaimReports } from './api';

const t = claimReportText.start;

/** The drafts not yet sent, each to resume (on any device: they live on the server) or delete. */
export function DraftList() {
  const reports = useClaimReports();
  const queryClient = useQueryClient();
  const drafts = reports.data?.reports.filter((report) => report.state === 'draft') ?? [];
  if (drafts.length === 0) return null;
  const remove = async (reportId: string) => {
    await deleteClaimReport(reportId).catch(() => {});
    await queryClient.invalidateQueries({ queryKey: claimReportKeys.list });
  };
  return (
    <section className="claim-drafts" aria-labelledby="claim-drafts-title">
      <h2 id="claim-drafts-title" className="h5">
        {t.drafts}
      </h2>
      <ul className="claim-drafts__list">
        {drafts.map((draft) => {
          const date = formatDate(draft.eventDate) ?? draft.eventDate;
          const policy = claimReportText.frame.policy(draft.prodotto, draft.numeroPolizza);
          return (
            <li key={draft.reportId} className="claim-drafts__item">
              <p className="mb-1">
                <strong>{policy}</strong> — {date}
              </p>
              {draft.purgeOn ? (
                <p className="field-hint mb-2">{t.purgeOn(formatDate(draft.purgeOn) ?? draft.purgeOn)}</p>
              ) : null}
              <Link
                className="btn btn-sm btn-primary"
                to={paths.claimReportDraft(draft.reportId)}
                aria-label={t.resumeLabel(policy, date)}
              >
                {t.resume}
              </Link>{' '}
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-label={t.deleteDraftLabel(policy, date)}
                onClick={() => remove(draft.reportId)}
              >
                {t.deleteDraft}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
