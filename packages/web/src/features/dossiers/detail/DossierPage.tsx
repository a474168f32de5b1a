import './dossier.scss';
import { ErrorCode } from '@area-clienti/contract';
import { errorCodeOf, isLocked, isNotFound } from '@/shared/api';
import { policyStatusTone } from '@/shared/format';
import { parseId } from '@/shared/lib/routeParams';
import { text } from '@/shared/messages';
import { Link, useParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Placeholder, PlaceholderShape } from '@/shared/ui/Placeholder';
import { PrintingProvider, usePrintAll } from '@/shared/ui/print';
import { LockedNotice, QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { useInEvidenza } from '../list/glanceApi';
import { useDossier, useDossierTabs } from './api';
import { DossierTabs } from './DossierTabs';
import { PolicyActions } from './PolicyActions';
import { UnpaidInstalments, unpaidOfPolicy } from './UnpaidInstalments';

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

/** Room for the tabs while they load: their row and an open tab of the contract's details. */
function TabsPlaceholder() {
  return (
    <>
      <PlaceholderShape className="dossier-placeholder__tabs" />
      <PlaceholderShape className="dossier-placeholder__panel" />
    </>
  );
}

/**
 * Room for the policy while it loads (decisions/0094): its path, heading (its actions beside its number),
 * then its tabs, so that the page's foot is not on the screen to be pushed down when the policy arrives.
 */
function DossierPlaceholder() {
  return (
    <Placeholder className="dossier-placeholder">
      <PlaceholderShape className="dossier-placeholder__path" />
      <PlaceholderShape className="dossier-placeholder__heading" />
      <TabsPlaceholder />
    </Placeholder>
  );
}

export function DossierPage() {
  const id = parseId(useParams().dossierId);
  const query = useDossier(id);
  // Asked beside the dossier, not after it: the page's two calls go out together.
  const tabs = useDossierTabs(id);
  // The instalments the home flags, from its own call (in the cache when the client came from the home).
  const glance = useInEvidenza();
  const print = usePrintAll();
  if (id === null || isNotFound(query.error) || errorCodeOf(query.error) === ErrorCode.VALIDATION) {
    return <NotFoundContent />;
  }
  if (isLocked(query.error)) return <DossierUnavailable />;
  if (query.isError) return <QueryError />;
  if (!query.data) return <DossierPlaceholder />;

  const { dossier } = query.data;
  return (
    <article className="dossier-detail">
      <Breadcrumb crumbs={[{ label: text.dossiers.title, to: paths.home() }, { label: dossier.prodotto }]} />
      <PageHeading title={dossier.prodotto}>
        <div className="dossier-detail__bar">
          <p className="dossier-detail__meta">
            <span>{text.dossiers.detailTitle(dossier.numeroPolizza)}</span>
            <StatusTag tone={policyStatusTone(dossier.stato)}>{dossier.stato}</StatusTag>
          </p>
          <PolicyActions
            dossier={dossier}
            certificate={tabs.data?.riskCertificate ?? null}
            onPrint={print.start}
          />
        </div>
      </PageHeading>
      {tabs.isError ? (
        isLocked(tabs.error) ? (
          <LockedNotice />
        ) : (
          <QueryError />
        )
      ) : tabs.data && !glance.isPending ? (
        // The flag comes with the tabs, in their room: nothing moves once they are drawn.
        <>
          <UnpaidInstalments items={unpaidOfPolicy(glance.data?.inEvidenza, dossier.dossierID)} />
          <PrintingProvider value={print.printing}>
            <DossierTabs dossier={dossier} tabs={tabs.data.tabs} printAll={print.printing} />
          </PrintingProvider>
        </>
      ) : (
        <Placeholder className="dossier-placeholder">
          <TabsPlaceholder />
        </Placeholder>
      )}
    </article>
  );
}
