import './claim-report.scss';
import { type ClaimReportView, claimReportId, type DamageCoverage } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isNotFound } from '@/shared/api';
import { formatDate } from '@/shared/format';
import { claimReportText } from '@/shared/messages/claim-report';
import { useParams } from '@/shared/router';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Placeholder, PlaceholderShape } from '@/shared/ui/Placeholder';
import { QueryError } from '@/shared/ui/QueryError';
import { claimReportPoliciesQuery, claimReportQuery } from './api';
import { ClaimReportStart } from './ClaimReportStart';

// The wizard, the signature and the report sent are chunks of their own: each screen downloads what it shows
// (the client pages' 150 KB budget).
const ClaimReportWizard = lazy(async () => ({
  default: (await import('./wizard/ClaimReportWizard')).ClaimReportWizard,
}));
const SignStep = lazy(async () => ({ default: (await import('./SignStep')).SignStep }));
const ReportView = lazy(async () => ({ default: (await import('./ReportView')).ReportView }));
const CorrectionReview = lazy(async () => ({
  default: (await import('./CorrectionReview')).CorrectionReview,
}));

/** A draft's wizard: for a damage report, with the coverages of its policy (asked of the server by date). */
function Draft({ report, step }: { report: ClaimReportView; step: string | undefined }) {
  const policies = useQuery({
    ...claimReportPoliciesQuery(report.eventDate),
    enabled: report.kind === 'damage',
  });
  if (report.kind === 'damage' && policies.isPending) return <Loading />;
  const coverages: DamageCoverage[] = policies.data?.policies.find((p) => p.dossierId === report.dossierId)
    ?.coverages ?? ['other'];
  return <ClaimReportWizard key={report.reportId} report={report} step={step} coverages={coverages} />;
}

function Loading() {
  return (
    <Placeholder>
      <PlaceholderShape className="claim-report-placeholder" />
    </Placeholder>
  );
}

function ReportById({ reportId, step }: { reportId: string; step: string | undefined }) {
  const query = useQuery(claimReportQuery(reportId));
  if (query.isError) return isNotFound(query.error) ? <NotFoundContent /> : <QueryError />;
  const report = query.data?.report;
  const policy = report ? claimReportText.frame.policy(report.prodotto, report.numeroPolizza) : '';
  return (
    <>
      <PageHeading title={claimReportText.title}>
        {report ? (
          <p className="claim-report__policy">
            {policy} — {formatDate(report.eventDate) ?? report.eventDate}
          </p>
        ) : null}
      </PageHeading>
      {!report ? <Loading /> : null}
      <Suspense fallback={<Loading />}>
        {report?.state === 'draft' ? <Draft report={report} step={step} /> : null}
        {report?.state === 'signing' ? <SignStep report={report} /> : null}
        {report?.state === 'bCorrected' ? <CorrectionReview report={report} /> : null}
        {report && report.state !== 'draft' && report.state !== 'signing' && report.state !== 'bCorrected' ? (
          <ReportView report={report} />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * "Denuncia un sinistro" (issue 22): the start (date, policy) at /denuncia-sinistro, a report by its id after
 * it: its wizard while a draft, its signature, then the report sent with its timeline. An id that is not one,
 * or another client's report, shows the not-found content (the server answers both alike).
 */
export function ClaimReportPage() {
  const { reportId, passo } = useParams();
  if (reportId === undefined) {
    return (
      <div className="claim-report">
        <PageHeading title={claimReportText.title} />
        <ClaimReportStart />
      </div>
    );
  }
  if (!claimReportId.safeParse(reportId).success) return <NotFoundContent />;
  return (
    <div className="claim-report">
      <ReportById reportId={reportId} step={passo} />
    </div>
  );
}
