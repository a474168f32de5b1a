import type { StaffClaimReportReply } from '@area-clienti/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/shared/api/errors';
import { formatDate, formatDateTime } from '@/shared/format';
import { saveBlob } from '@/shared/lib/download';
import { text } from '@/shared/messages';
import { claimReportText } from '@/shared/messages/claim-report';
import { consoleText } from '@/shared/messages/console';
import { Link, useParams } from '@/shared/router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { consolePaths } from '../paths';
import { signedReportPdf, staffClaimReportQuery } from './api';
import { CounterpartCorrection } from './CounterpartCorrection';
import { DeskPanel } from './DeskPanel';
import { DocumentRequest } from './DocumentRequest';
import { DESK_TONE } from './desk-tone';
import { FactList } from './FactList';
import { ReportData, ReportSketch } from './ReportData';
import { ReportFiles, ReportSignatures } from './ReportEvidence';
import { ReportThread } from './ReportThread';

const t = consoleText.claimDesk;
const list = consoleText.claimReports;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOf = (iso: string) => formatDate(iso) ?? iso;
const timeOf = (iso: string) => formatDateTime(iso) ?? iso;

/** Who, which policy, when: the report at a glance. */
function Facts({ opened }: { opened: StaffClaimReportReply }) {
  const { report, client } = opened;
  const name = client.name || client.userId;
  const facts: [string, ReactNode][] = [
    [
      list.client,
      client.clientId ? (
        <Link key="client" to={consolePaths.client(client.clientId)}>
          {name}
        </Link>
      ) : (
        `${name} (${list.clientRemoved})`
      ),
    ],
    [list.userId, client.userId],
    [list.policy, report.prodotto ? `${report.numeroPolizza} (${report.prodotto})` : report.numeroPolizza],
    [list.eventDate, dateOf(report.eventDate)],
    [list.sentAt, report.sentAt ? timeOf(report.sentAt) : '—'],
    [list.receivedAt, opened.receivedAt ? timeOf(opened.receivedAt) : '—'],
  ];
  if (report.sha256)
    facts.push([
      t.document,
      <span key="sha" className="claim-desk__hash">
        {report.sha256}
      </span>,
    ]);
  return (
    <section className="detail-section" aria-labelledby="denuncia-sintesi">
      <h2 id="denuncia-sintesi">{t.facts}</h2>
      <FactList facts={facts} />
    </section>
  );
}

/** The timeline as the client sees it, oldest first. */
function Timeline({ events }: { events: StaffClaimReportReply['report']['timeline'] }) {
  const labels = claimReportText.report.events as Record<string, string>;
  return (
    <section className="detail-section" aria-labelledby="denuncia-avanzamento">
      <h2 id="denuncia-avanzamento">{t.timeline}</h2>
      <ol className="claim-timeline__list">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events are in the order they happened, never moved.
          <li key={index}>
            <time dateTime={event.at}>{timeOf(event.at)}</time> {labels[event.type] ?? event.type}
            {event.text ? `: ${event.text}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /admin/denunce/{reportId}: a report sent by a client, whole (issue 34 item 7): its data, sketch, photos and
 * documents, the signatures' evidence and driver B's state, the client's timeline, and its handling at the
 * desk. Opening it takes the report in and is recorded in the audit log (the server's rule, decisions/0142).
 */
export function ReportPage() {
  const { reportId = '' } = useParams();
  const valid = UUID.test(reportId);
  const query = useQuery({ ...staffClaimReportQuery(reportId), enabled: valid });
  const opened = query.data;
  const missing = !valid || (query.error instanceof ApiError && query.error.code === 'NOTFOUND_001');
  const [failed, setFailed] = useState(false);
  const pdf = useMutation({
    mutationFn: signedReportPdf,
    onMutate: () => setFailed(false),
    onSuccess: ({ blob, name }) => saveBlob(blob, name),
    onError: () => setFailed(true),
  });
  const title = opened
    ? t.title(list.kind[opened.report.kind], opened.client.name || opened.client.userId)
    : list.title;

  return (
    <>
      <p>
        <Link to={consolePaths.claimReports()}>{t.back}</Link>
      </p>
      <PageHeading title={title} />
      {missing ? <p role="alert">{t.notFound}</p> : null}
      {valid && query.isPending ? <p role="status">{text.loading}</p> : null}
      {query.isError && !missing ? <QueryError /> : null}
      {opened ? (
        <>
          <p>
            <StatusTag tone={DESK_TONE[opened.desk.status]}>{t.status[opened.desk.status]}</StatusTag>
          </p>
          {opened.desk.clientWroteAt ? (
            <p>
              <StatusTag tone="warning">{t.clientWrote}</StatusTag>{' '}
              {t.clientWroteSince(timeOf(opened.desk.clientWroteAt))}
            </p>
          ) : null}
          <p>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={pdf.isPending}
              onClick={() => pdf.mutate(opened.report.reportId)}
            >
              {t.signedPdf}
            </button>
          </p>
          {failed ? <p role="alert">{list.downloadFailed}</p> : null}
          <Facts opened={opened} />
          <DeskPanel opened={opened} />
          <ReportThread reportId={opened.report.reportId} />
          <DocumentRequest reportId={opened.report.reportId} />
          <ReportData data={opened.report.data} />
          {opened.report.data.kind === 'motor' ? <ReportSketch sketch={opened.report.data.sketch} /> : null}
          <ReportFiles files={opened.files} />
          <ReportSignatures
            signatures={opened.signatures}
            counterpart={opened.report.counterpart}
            kind={opened.report.kind}
          />
          {opened.report.correction ? <CounterpartCorrection correction={opened.report.correction} /> : null}
          <Timeline events={opened.report.timeline} />
        </>
      ) : null}
    </>
  );
}
