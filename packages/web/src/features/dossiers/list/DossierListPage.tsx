import './home.scss';
import { useParams } from 'react-router';
import { useDossierList } from '@/shared/entities/dossiers/api';
import { homeCodeMessage, text } from '@/shared/messages';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { CalendarPanel } from './CalendarPanel';
import { DossierCard } from './DossierCard';
import { useInEvidenza } from './glanceApi';
import { InEvidenza } from './InEvidenza';
import { ProductPromotion } from './ProductPromotion';

/**
 * Home: what needs action ('In evidenza'), the client's policies each with what matters now, the due
 * dates for the client's calendar, and the product promotion (SPEC §2, "/ and /m/{messageCode}";
 * decisions/0060). The at-a-glance is asked beside the list: if it fails, the policies still show.
 */
export function DossierListPage() {
  const message = homeCodeMessage(useParams().messageCode);
  const list = useDossierList();
  const glance = useInEvidenza();
  const glanceOf = (dossierID: number) => glance.data?.policies.find((p) => p.dossierID === dossierID);
  const hasPolicies = Boolean(list.data && list.data.dossiers.length > 0);
  return (
    <>
      <PageHeading title={text.dossiers.title} />
      {message ? (
        <Alert tone={message.tone} live="status">
          {message.text}
        </Alert>
      ) : null}
      {glance.data ? <InEvidenza items={glance.data.inEvidenza} /> : null}
      {list.isError ? <QueryError /> : null}
      {list.data?.dossiers.length === 0 ? <p>{text.dossiers.empty}</p> : null}
      {list.data && hasPolicies ? (
        <ul className="row g-4 dossier-list">
          {list.data.dossiers.map((dossier) => (
            <li key={dossier.dossierID} className="col-12 col-md-6 col-xl-4">
              <DossierCard dossier={dossier} glance={glanceOf(dossier.dossierID)} />
            </li>
          ))}
        </ul>
      ) : null}
      {hasPolicies ? <CalendarPanel /> : null}
      {list.data ? <ProductPromotion /> : null}
    </>
  );
}
