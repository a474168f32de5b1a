import './home.scss';
import type { DossierListItem, InEvidenzaReply } from '@area-clienti/contract';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useDossierList } from '@/shared/entities/dossiers/api';
import { homeCodeMessage, text } from '@/shared/messages';
import { claimReportEntry } from '@/shared/messages/claim-report-entry';
import { Link, useParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Placeholder, PlaceholderShape } from '@/shared/ui/Placeholder';
import { QueryError } from '@/shared/ui/QueryError';
import { CalendarPanel } from './CalendarPanel';
import { DossierCard } from './DossierCard';
import { useInEvidenza } from './glanceApi';
import { InEvidenza } from './InEvidenza';
import { ProductPromotion } from './ProductPromotion';

/** The offer of a passkey or the app (docs/decisions/0150): its code loads only for a client it is due to. */
const OfferCard = lazy(() => import('@/shared/second-factor/OfferCard'));

/**
 * Room for the policies while they load: cards of a policy card's size, as the list lays them out, and the
 * calendar's panel that follows them.
 */
function ListPlaceholder() {
  return (
    <Placeholder>
      <div className="row g-4">
        {['first', 'second', 'third'].map((card) => (
          <div key={card} className="col-12 col-md-6 col-xl-4">
            <PlaceholderShape className="dossier-card-placeholder" />
          </div>
        ))}
      </div>
      <PlaceholderShape className="calendar-panel-placeholder" />
    </Placeholder>
  );
}

/** The home below its heading, once the list and the at-a-glance have answered (either may have failed). */
function HomeContent({ dossiers, glance }: { dossiers?: DossierListItem[]; glance?: InEvidenzaReply }) {
  const glanceOf = (dossierID: number) => glance?.policies.find((p) => p.dossierID === dossierID);
  const hasPolicies = Boolean(dossiers && dossiers.length > 0);
  return (
    <>
      {glance ? <InEvidenza items={glance.inEvidenza} /> : null}
      {dossiers ? null : <QueryError />}
      {dossiers?.length === 0 ? <p>{text.dossiers.empty}</p> : null}
      {dossiers && hasPolicies ? (
        <ul className="row g-4 dossier-list">
          {dossiers.map((dossier) => (
            <li key={dossier.dossierID} className="col-12 col-md-6 col-xl-4">
              <DossierCard dossier={dossier} glance={glanceOf(dossier.dossierID)} />
            </li>
          ))}
        </ul>
      ) : null}
      {hasPolicies ? <CalendarPanel /> : null}
      {dossiers ? <ProductPromotion /> : null}
    </>
  );
}

/**
 * Home: what needs action ('In evidenza'), the client's policies each with what matters now, the due
 * dates for the client's calendar, and the product promotion (SPEC §2, "/ and /m/{messageCode}";
 * decisions/0060). The at-a-glance is asked beside the list: if it fails, the policies still show.
 * Both are shown together, the list's room kept until then: 'In evidenza' above the list and the cards'
 * own lines would otherwise push the policies down as they arrive (decisions/0094).
 */
export function DossierListPage() {
  const message = homeCodeMessage(useParams().messageCode);
  const list = useDossierList();
  const glance = useInEvidenza();
  const offer = useSyncExternalStore(session.subscribe, () => session.hasNotice('secondFactorOffer'));
  return (
    <>
      <PageHeading title={text.dossiers.title}>
        <Link className="btn btn-primary btn-sm mt-2" to={paths.claimReport()}>
          {claimReportEntry.action}
        </Link>{' '}
        <Link className="btn btn-outline-primary btn-sm mt-2" to={paths.requests()}>
          {text.dossiers.requests}
        </Link>
      </PageHeading>
      {message ? (
        <Alert tone={message.tone} live="status">
          {message.text}
        </Alert>
      ) : null}
      {offer ? (
        <Suspense fallback={null}>
          <OfferCard />
        </Suspense>
      ) : null}
      {list.isPending || glance.isPending ? (
        <ListPlaceholder />
      ) : (
        <HomeContent dossiers={list.data?.dossiers} glance={glance.data} />
      )}
    </>
  );
}
