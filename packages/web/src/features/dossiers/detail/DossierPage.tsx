import { ErrorCode } from '@area-clienti/contract';
import { Link, useParams } from 'react-router';
import { errorCodeOf, isLocked, isNotFound } from '@/shared/api';
import { policyStatusTone } from '@/shared/format';
import { parseId } from '@/shared/lib/routeParams';
import { text } from '@/shared/messages';
import { paths } from '@/shared/routes';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { PageHeading } from '@/shared/ui/PageHeading';
import { LockedNotice, QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { useDossier, useDossierTabs } from './api';
import { DossierTabs } from './DossierTabs';
import { RiskCertificate } from './RiskCertificate';

/** A locked dossier (SPEC §4 "Locks"): an unavailable page with a link home. */
function DossierUnavailable() {
  return (
    <div className="dossier-unavailable">
      <PageHeading title={text.dossiers.unavailableTitle} />
      <p>{text.dossiers.unavailableBody}</p>
      <Link className="btn btn-primary" to={paths.home()}>
        {text.backHome}
      </Link>
    </div>
  );
}

export function DossierPage() {
  const id = parseId(useParams().dossierId);
  const query = useDossier(id);
  // Asked beside the dossier, not after it: the page's two calls go out together.
  const tabs = useDossierTabs(id);
  if (id === null || isNotFound(query.error) || errorCodeOf(query.error) === ErrorCode.VALIDATION) {
    return <NotFoundContent />;
  }
  if (isLocked(query.error)) return <DossierUnavailable />;
  if (query.isError) return <QueryError />;
  if (!query.data) return null;

  const { dossier } = query.data;
  return (
    <article className="dossier-detail">
      <PageHeading title={dossier.prodotto}>
        <p className="dossier-detail__meta">
          <span>{text.dossiers.detailTitle(dossier.numeroPolizza)}</span>
          <StatusTag tone={policyStatusTone(dossier.stato)}>{dossier.stato}</StatusTag>
        </p>
      </PageHeading>
      {tabs.isError ? (
        isLocked(tabs.error) ? (
          <LockedNotice />
        ) : (
          <QueryError />
        )
      ) : tabs.data ? (
        <>
          <RiskCertificate certificate={tabs.data.riskCertificate} />
          <DossierTabs dossier={dossier} tabs={tabs.data.tabs} />
        </>
      ) : null}
    </article>
  );
}
