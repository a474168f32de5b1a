import { useParams } from 'react-router';
import { useDossierList } from '@/shared/entities/dossiers/api';
import { homeCodeMessage, text } from '@/shared/messages';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { DossierCard } from './DossierCard';
import { ProductPromotion } from './ProductPromotion';

/** Home: the client's policies and the product promotion (SPEC §2, "/ and /m/{messageCode}"). */
export function DossierListPage() {
  const message = homeCodeMessage(useParams().messageCode);
  const list = useDossierList();
  return (
    <>
      <PageHeading title={text.dossiers.title} />
      {message ? (
        <Alert tone={message.tone} live="status">
          {message.text}
        </Alert>
      ) : null}
      {list.isError ? <QueryError /> : null}
      {list.data?.dossiers.length === 0 ? <p>{text.dossiers.empty}</p> : null}
      {list.data && list.data.dossiers.length > 0 ? (
        <ul className="row g-4 dossier-list">
          {list.data.dossiers.map((dossier) => (
            <li key={dossier.dossierID} className="col-12 col-md-6 col-xl-4">
              <DossierCard dossier={dossier} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.data ? <ProductPromotion /> : null}
    </>
  );
}
