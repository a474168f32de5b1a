import { isNotFound } from '@/shared/api';
import { claimStatusText } from '@/shared/entities/claims/ClaimsTable';
import { useDocumenti } from '@/shared/entities/documents/api';
import { DocumentsTable } from '@/shared/entities/documents/DocumentsTable';
import { claimStatusTone, formatPhone } from '@/shared/format';
import { parseId } from '@/shared/lib/routeParams';
import { labels, text } from '@/shared/messages';
import { Link, useParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { FieldList } from '@/shared/ui/FieldList';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { type Column, Table } from '@/shared/ui/table/Table';
import { useSinistro } from './api';
import { claimFields } from './claimFields';

type Referente = { relazione: string; cognome: string; telefono: string | null };

const referentiColumns: Column<Referente>[] = [
  {
    key: 'relazione',
    header: labels.referente.relazione,
    cell: (r) => r.relazione,
    sortValue: (r) => r.relazione,
  },
  { key: 'cognome', header: labels.referente.cognome, cell: (r) => r.cognome, sortValue: (r) => r.cognome },
  {
    key: 'telefono',
    header: labels.referente.telefono,
    cell: (r) =>
      r.telefono ? <a href={`tel:${r.telefono.replace(/[^\d+]/g, '')}`}>{formatPhone(r.telefono)}</a> : '',
    sortValue: (r) => r.telefono,
  },
];

export function ClaimPage() {
  const id = parseId(useParams().sinistroId);
  const claim = useSinistro(id);
  if (id === null || isNotFound(claim.error)) return <NotFoundContent />;
  if (claim.isError) return <QueryError />;
  if (!claim.data) return null;

  const { sinistro } = claim.data;
  const title = sinistro.eventoDescr ?? sinistro.evento ?? text.claims.titleFallback;
  return (
    <article className="claim-detail">
      <Breadcrumb crumbs={[{ label: text.claims.title, to: paths.claims() }, { label: title }]} />
      <PageHeading title={title}>
        <StatusTag tone={claimStatusTone(sinistro.stato)}>{claimStatusText(sinistro)}</StatusTag>
      </PageHeading>
      <p className="no-print">
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => window.print()}>
          {text.claims.print}
        </button>
      </p>
      <section aria-labelledby="dettagli-sinistro" className="detail-section">
        <h2 id="dettagli-sinistro">{text.claims.detailsSection}</h2>
        <FieldList
          fields={claimFields(sinistro).map((field) =>
            field.policy
              ? {
                  label: field.label,
                  value: (
                    <Link
                      to={paths.dossier(sinistro.dossierID)}
                      aria-label={text.documents.policyLinkLabel(field.value)}
                    >
                      {field.value}
                    </Link>
                  ),
                }
              : field,
          )}
        />
      </section>
      <ClaimDocuments sinistroId={sinistro.sinistroID} />
      <section aria-labelledby="referenti-sinistro" className="detail-section">
        <h2 id="referenti-sinistro">{text.claims.contactsSection}</h2>
        {sinistro.referenti.length === 0 ? (
          <p>{text.claims.noContacts}</p>
        ) : (
          <Table
            caption={text.claims.contactsSection}
            columns={referentiColumns}
            rows={sinistro.referenti}
            rowKey={(r, i) => `${i}-${r.cognome}`}
          />
        )}
      </section>
    </article>
  );
}

/** The claim's own documents (the report, the appraisal …), downloadable where the claim is read. */
function ClaimDocuments({ sinistroId }: { sinistroId: number }) {
  const documenti = useDocumenti({ type: 'sinistro', id: sinistroId });
  return (
    <section aria-labelledby="documenti-sinistro" className="detail-section">
      <h2 id="documenti-sinistro">{text.claims.documentsSection}</h2>
      {documenti.isPending ? <p role="status">{text.loading}</p> : null}
      {documenti.isError ? <QueryError /> : null}
      {documenti.data?.documenti.length === 0 ? <p>{text.claims.noDocuments}</p> : null}
      {documenti.data?.documenti.length ? (
        <DocumentsTable caption={text.claims.documentsSection} documents={documenti.data.documenti} />
      ) : null}
    </section>
  );
}
