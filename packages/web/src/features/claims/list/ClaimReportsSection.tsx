import { useClaimReports } from '@/shared/entities/claim-reports/api';
import { formatDate } from '@/shared/format';
import { claimReportListText } from '@/shared/messages/claim-report';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { StatusTag } from '@/shared/ui/StatusTag';

const t = claimReportListText;

/**
 * The client's reports of claims made online (issue 22), above the claims the agency entered: a draft to
 * resume (on any device), a report sent ("Denuncia inviata") with its page and timeline. Nothing when none.
 */
export default function ClaimReportsSection() {
  const reports = useClaimReports();
  const list = reports.data?.reports ?? [];
  if (list.length === 0) return null;
  return (
    <section className="claim-reports" aria-labelledby="claim-reports-title">
      <h2 id="claim-reports-title" className="h4">
        {t.reports}
      </h2>
      <ul className="list-unstyled">
        {list.map((report) => {
          const date = formatDate(report.eventDate) ?? report.eventDate;
          const policy = `${report.prodotto} n. ${report.numeroPolizza}`;
          const action = report.state === 'draft' ? t.resume : t.open;
          return (
            <li key={report.reportId} className="card card-bg mb-3">
              <div className="card-body">
                <StatusTag
                  tone={report.state === 'draft' || report.state === 'signing' ? 'warning' : 'success'}
                >
                  {t.states[report.state]}
                </StatusTag>
                <p className="mt-2 mb-2">
                  <strong>{policy}</strong> — {date}
                  {report.numeroSinistro ? ` — ${report.numeroSinistro}` : ''}
                </p>
                <Link
                  className="btn btn-sm btn-outline-primary"
                  to={paths.claimReportDraft(report.reportId)}
                  aria-label={t.actionLabel(action, policy, date)}
                >
                  {action}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
