import type { ClaimReportView } from '@area-clienti/contract';
import { useMutation } from '@tanstack/react-query';
import { formatDate } from '@/shared/format';
import { claimReportText } from '@/shared/messages/claim-report';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { LaterFiles } from './after/LaterFiles';
import { ReportThread } from './after/ReportThread';
import { downloadClaimReportPdf } from './api';

const t = claimReportText.report;
const d = claimReportText.done;

/** A date-time of the server as the client reads it: `27/11/2026 09:41`. */
const when = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });
};

/**
 * A report signed and sent: its copy on a durable medium (the signed PDF, downloadable at once; the e-mail has
 * it too), where it stands, and its timeline (sent, received by the agency, claim opened with its number...).
 */
export function ReportView({ report }: { report: ClaimReportView }) {
  const download = useMutation({ mutationFn: () => downloadClaimReportPdf(report.reportId) });
  return (
    <div className="claim-report-view">
      {report.state === 'awaitingB' ? (
        <Alert tone="info" live="status">
          {d.signedA}
        </Alert>
      ) : (
        <Alert tone="success" live="status">
          <strong>{d.title}.</strong> {d.text}
        </Alert>
      )}
      {report.state === 'awaitingB' && report.counterpartDeadline ? (
        <p>{d.waitingB(when(report.counterpartDeadline))}</p>
      ) : null}
      <dl className="claim-summary">
        <div>
          <dt>{t.state}</dt>
          <dd>{claimReportText.states[report.state]}</dd>
        </div>
        <div>
          <dt>{t.policy}</dt>
          <dd>{claimReportText.frame.policy(report.prodotto, report.numeroPolizza)}</dd>
        </div>
        <div>
          <dt>{t.eventDate}</dt>
          <dd>{formatDate(report.eventDate) ?? report.eventDate}</dd>
        </div>
        {report.sentAt ? (
          <div>
            <dt>{t.sentAt}</dt>
            <dd>{when(report.sentAt)}</dd>
          </div>
        ) : null}
        {report.numeroSinistro ? (
          <div>
            <dt>{t.claimNumber}</dt>
            <dd>
              {report.sinistroId ? (
                <Link to={paths.claim(report.sinistroId)}>{report.numeroSinistro}</Link>
              ) : (
                report.numeroSinistro
              )}
            </dd>
          </div>
        ) : null}
        {report.sha256 ? (
          <div>
            <dt>{claimReportText.sign.hash}</dt>
            <dd className="claim-sign__digest">{report.sha256}</dd>
          </div>
        ) : null}
      </dl>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {d.download}
        </button>
        <Link className="btn btn-outline-primary" to={paths.claims()}>
          {d.toClaims}
        </Link>
      </div>
      {download.isError ? (
        <Alert tone="danger" live="alert" onDismiss={() => download.reset()}>
          {d.downloadError}
        </Alert>
      ) : null}
      <section className="claim-timeline" aria-labelledby="claim-timeline-title">
        <h2 id="claim-timeline-title" className="h5">
          {t.timeline}
        </h2>
        {report.timeline.length === 0 ? <p>{d.noEvents}</p> : null}
        <ol className="claim-timeline__list">
          {report.timeline.map((event, index) => (
            // The server's order is the order things happened (time, then insertion): the index is its key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end.
            <li key={index} className="claim-timeline__item">
              <time dateTime={event.at}>{when(event.at)}</time>
              <span className="claim-timeline__what">
                {t.events[event.type]}
                {event.text ? `: ${event.text}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {report.state === 'sent' || report.state === 'linked' ? (
        <>
          <ReportThread reportId={report.reportId} />
          <LaterFiles reportId={report.reportId} />
        </>
      ) : null}
    </div>
  );
}
