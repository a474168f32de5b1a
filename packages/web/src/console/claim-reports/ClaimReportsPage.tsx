import type { ClaimReportDeskItem, ClaimReportState } from '@area-clienti/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { formatDate, formatDateTime, type StatusTone } from '@/shared/format';
import { saveBlob } from '@/shared/lib/download';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { Link } from '@/shared/router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { PagedList } from '../frame/PagedList';
import { consolePaths } from '../paths';
import { claimReportInboxQuery, type DeskFilters, signedReportPdf } from './api';
import { DeskFilterForm } from './DeskFilterForm';
import { DESK_TONE } from './desk-tone';
import { FactList } from './FactList';

const t = consoleText.claimReports;
const d = consoleText.claimDesk;

const STATE_TONE: Record<ClaimReportState, StatusTone> = {
  draft: 'neutral',
  signing: 'neutral',
  awaitingB: 'warning',
  bCorrected: 'warning',
  sent: 'neutral',
  linked: 'success',
};

const dateOf = (iso: string) => formatDate(iso) ?? iso;
const timeOf = (iso: string) => formatDateTime(iso) ?? iso;

/** Who sent it: the client's page in the console when the agency's data still hold the client. */
function clientOf(report: ClaimReportDeskItem): ReactNode {
  const name = report.clientName || report.userId;
  if (!report.clientId) return `${name} (${t.clientRemoved})`;
  return <Link to={consolePaths.client(report.clientId)}>{name}</Link>;
}

/** A report at a glance: who, which policy, when it happened and was sent, B's signature, the claim, taken in. */
function Facts({ report }: { report: ClaimReportDeskItem }) {
  const facts: [string, ReactNode][] = [
    [t.client, clientOf(report)],
    [t.userId, report.userId],
    [t.policy, report.prodotto ? `${report.numeroPolizza} (${report.prodotto})` : report.numeroPolizza],
    [t.eventDate, dateOf(report.eventDate)],
    [t.sentAt, report.sentAt ? timeOf(report.sentAt) : '—'],
  ];
  if (report.kind === 'motor') facts.push([t.counterpart, t.counterpartState[report.counterpart]]);
  facts.push([t.claim, report.numeroSinistro ?? t.noClaim]);
  facts.push([t.receivedAt, report.receivedAt ? timeOf(report.receivedAt) : '—']);
  facts.push([
    d.assignee,
    report.assignee ? `${report.assignee.name} (${report.assignee.userCode})` : d.nobody,
  ]);
  return <FactList facts={facts} />;
}

function Row({ report, onDownload }: { report: ClaimReportDeskItem; onDownload: (id: string) => void }) {
  return (
    <li className="console-result">
      <h3 className="h6 mb-1">
        {t.kind[report.kind]}, {report.clientName || report.userId}
      </h3>
      <p className="mb-1">
        <StatusTag tone={STATE_TONE[report.state]}>{t.state[report.state]}</StatusTag>{' '}
        {report.receivedAt ? null : <StatusTag tone="warning">{t.notReceived}</StatusTag>}{' '}
        {report.deskStatus === 'taken' || report.deskStatus === 'closed' ? (
          <StatusTag tone={DESK_TONE[report.deskStatus]}>{d.status[report.deskStatus]}</StatusTag>
        ) : null}{' '}
        {report.clientWroteAt ? <StatusTag tone="warning">{d.clientWrote}</StatusTag> : null}
      </p>
      <Facts report={report} />
      <Link
        className="btn btn-primary btn-sm mt-2 me-2"
        to={consolePaths.claimReport(report.reportId)}
        aria-label={`${d.open}${d.openOf(report.numeroPolizza, dateOf(report.eventDate))}`}
      >
        {d.open}
      </Link>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm mt-2"
        aria-label={`${t.download}${t.downloadOf(report.numeroPolizza, dateOf(report.eventDate))}`}
        onClick={() => onDownload(report.reportId)}
      >
        {t.download}
      </button>
    </li>
  );
}

/**
 * /admin/denunce: the reports of claims clients signed and sent online, newest first, each with its signed
 * PDF; downloading it takes the report in (the server's rule, decisions/0110). Issue 22 item 8; filtered by
 * state, assignee, kind and event dates, each opening its page (issue 34 item 7, decisions/0142).
 */
export function ClaimReportsPage() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<DeskFilters>({});
  const query = claimReportInboxQuery(filters);
  const list = useInfiniteQuery(query);
  const reports = list.data?.pages.flatMap((page) => page.reports) ?? [];
  const [failed, setFailed] = useState(false);
  const download = useMutation({
    mutationFn: signedReportPdf,
    onMutate: () => setFailed(false),
    onSuccess: ({ blob, name }) => {
      saveBlob(blob, name);
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
    onError: () => setFailed(true),
  });
  const id = useId();
  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      {failed ? <p role="alert">{t.downloadFailed}</p> : null}
      <DeskFilterForm staff={list.data?.pages[0]?.staff ?? []} onApply={setFilters} />
      <section aria-labelledby={`${id}-list`} className="mt-4">
        <h2 id={`${id}-list`} className="visually-hidden">
          {t.title}
        </h2>
        {list.isPending ? <p role="status">{text.loading}</p> : null}
        {list.isError ? <QueryError /> : null}
        {list.data ? (
          <PagedList summary={t.count(reports.length, list.hasNextPage)} more={t.more} pages={list}>
            {reports.map((report) => (
              <Row
                key={report.reportId}
                report={report}
                onDownload={(reportId) => download.mutate(reportId)}
              />
            ))}
          </PagedList>
        ) : null}
      </section>
    </>
  );
}
