import { lazy, Suspense } from 'react';
import { useSinistri } from '@/shared/entities/claims/api';
import { ClaimsTable } from '@/shared/entities/claims/ClaimsTable';
import { text } from '@/shared/messages';
import { claimReportEntry } from '@/shared/messages/claim-report-entry';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';

/** The client's reports of claims (drafts and sent), a chunk of its own: the page grows by the link only. */
const ClaimReportsSection = lazy(() => import('./ClaimReportsSection'));

export function ClaimsPage() {
  const claims = useSinistri();
  return (
    <>
      <PageHeading title={text.claims.title}>
        <Link className="btn btn-primary btn-sm mt-2" to={paths.claimReport()}>
          {claimReportEntry.action}
        </Link>
      </PageHeading>
      <Suspense fallback={null}>
        <ClaimReportsSection />
      </Suspense>
      {claims.isError ? <QueryError /> : null}
      {claims.data?.sinistri.length === 0 ? (
        <div className="empty-state">
          <p>{text.claims.empty}</p>
          <Link className="btn btn-primary" to={paths.home()}>
            {text.backHome}
          </Link>
        </div>
      ) : null}
      {claims.data && claims.data.sinistri.length > 0 ? (
        <ClaimsTable caption={text.claims.title} claims={claims.data.sinistri} showPolicy />
      ) : null}
    </>
  );
}
