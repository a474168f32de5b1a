import './documents.scss';
import { DOCUMENTS_ZIP_MAX, type Documento } from '@area-clienti/contract';
import { useMemo, useState } from 'react';
import { useDocumenti } from '@/shared/entities/documents/api';
import { DocumentsTable } from '@/shared/entities/documents/DocumentsTable';
import { useDossierList } from '@/shared/entities/dossiers/api';
import { policyLabel } from '@/shared/entities/dossiers/policyLabel';
import { text } from '@/shared/messages';
import { documentListText } from '@/shared/messages/documents-products';
import { useSearchParams } from '@/shared/router';
import { Alert } from '@/shared/ui/Alert';
import { ToggleCheckbox } from '@/shared/ui/form/ToggleCheckbox';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { useZipDownload } from './api';
import { DocumentFiltersForm } from './DocumentFiltersForm';
import {
  type DocumentFilters,
  filterDocuments,
  hasFilters,
  NO_FILTERS,
  parseDocumentFilters,
  policyOptions,
  selectAllState,
  selectedShown,
  toggleAll,
  withDocumentFilters,
} from './documentFilters';

const t = { ...text.documents, ...documentListText };

/** /documenti (SPEC §2): every document of the client, filtered, searched, downloaded one by one or as a ZIP. */
export function DocumentsPage() {
  const documents = useDocumenti();
  return (
    <>
      <PageHeading title={t.title} />
      {documents.isError ? <QueryError /> : null}
      {documents.data?.documenti.length === 0 ? <p>{t.empty}</p> : null}
      {documents.data && documents.data.documenti.length > 0 ? (
        <DocumentLibrary documents={documents.data.documenti} />
      ) : null}
    </>
  );
}

function DocumentLibrary({ documents }: { documents: readonly Documento[] }) {
  const [search, setSearch] = useSearchParams();
  const filters = parseDocumentFilters(search, documents);
  const { polizza, tipo, cerca } = filters;
  const shown = useMemo(
    () => filterDocuments(documents, { polizza, tipo, cerca }),
    [documents, polizza, tipo, cerca],
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const dossiers = useDossierList();

  const policies = policyOptions(documents, (nPolizza) => {
    const dossier = dossiers.data?.dossiers.find((d) => d.numeroPolizza === nPolizza);
    return dossier ? policyLabel(dossier) : nPolizza;
  });
  // The address keeps the filters, so Back and a shared link show the same list; typing replaces the
  // current entry rather than adding one per letter.
  const setFilters = (next: DocumentFilters) =>
    setSearch(withDocumentFilters(search, next), { replace: true });

  return (
    <>
      <DocumentFiltersForm
        filters={filters}
        policies={policies}
        onChange={(change) => setFilters({ ...filters, ...change })}
      />
      <p className="document-count" role="status">
        {t.shown(shown.length, documents.length)}
      </p>
      {shown.length === 0 ? (
        <div className="document-no-match">
          <p>{t.noMatch}</p>
          {hasFilters(filters) ? (
            <button type="button" className="btn btn-outline-primary" onClick={() => setFilters(NO_FILTERS)}>
              {t.clearFilters}
            </button>
          ) : null}
        </div>
      ) : (
        <>
          <ZipToolbar shown={shown} selected={selected} onSelect={setSelected} />
          <DocumentsTable
            caption={t.title}
            documents={shown}
            showPolicy
            searchable={false}
            selection={{
              selected,
              onToggle: (documentID, on) =>
                setSelected(
                  toggleAll(
                    shown.filter((d) => d.documentID === documentID),
                    selected,
                    on,
                  ),
                ),
            }}
          />
        </>
      )}
    </>
  );
}

interface ZipToolbarProps {
  shown: readonly Documento[];
  selected: ReadonlySet<number>;
  onSelect: (selected: ReadonlySet<number>) => void;
}

/** 'Seleziona tutti' for the documents shown, how many are selected, and their download as one ZIP. */
function ZipToolbar({ shown, selected, onSelect }: ZipToolbarProps) {
  const zip = useZipDownload();
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = selectedShown(shown, selected);
  const all = selectAllState(shown, selected);

  const download = () => {
    zip.reset();
    if (chosen.length === 0) return setProblem(t.zipNothingSelected);
    if (chosen.length > DOCUMENTS_ZIP_MAX) return setProblem(t.zipTooMany(DOCUMENTS_ZIP_MAX));
    setProblem(null);
    zip.mutate(chosen.map((d) => d.documentID));
  };

  return (
    <div className="document-zip">
      <div className="document-zip__controls">
        <ToggleCheckbox
          label={t.selectAll}
          checked={all.checked}
          mixed={all.mixed}
          onChange={(on) => {
            setProblem(null);
            onSelect(toggleAll(shown, selected, on));
          }}
        />
        <p className="document-zip__count" aria-live="polite">
          {t.selected(chosen.length)}
        </p>
        <button type="button" className="btn btn-primary btn-sm" disabled={zip.isPending} onClick={download}>
          {t.downloadZip}
        </button>
      </div>
      {problem ? (
        <Alert tone="warning" live="alert">
          {problem}
        </Alert>
      ) : null}
      {zip.isError ? (
        <Alert tone="danger" live="alert" onDismiss={() => zip.reset()}>
          {t.zipError}
        </Alert>
      ) : null}
      {zip.isSuccess ? (
        <p className="visually-hidden" role="status">
          {t.zipStarted(zip.data)}
        </p>
      ) : null}
    </div>
  );
}
