import type { Documento } from '@area-clienti/contract';
import { formatDate } from '@/shared/format';
import { labels, text } from '@/shared/messages';
import { documentListText } from '@/shared/messages/documents-products';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { ToggleCheckbox } from '@/shared/ui/form/ToggleCheckbox';
import { type Column, Table } from '@/shared/ui/table/Table';
import { useDocumentDownload } from './api';

interface DocumentsTableProps {
  caption: string;
  documents: readonly Documento[];
  /** The full list links each document to its policy; a policy's own tab does not need to. */
  showPolicy?: boolean;
  /** A checkbox on each row, for downloading several at once (the documents page). */
  selection?: DocumentSelection;
  /** False when the page filters the documents itself (no second search box above the table). */
  searchable?: boolean;
}

export interface DocumentSelection {
  selected: ReadonlySet<number>;
  onToggle: (documentID: number, selected: boolean) => void;
}

export function DocumentsTable({
  caption,
  documents,
  showPolicy = false,
  selection,
  searchable,
}: DocumentsTableProps) {
  const download = useDocumentDownload();

  const columns: Column<Documento>[] = [
    ...(selection ? [selectColumn(selection)] : []),
    { key: 'name', header: labels.documento.name, cell: (d) => d.name, sortValue: (d) => d.name },
    ...(showPolicy
      ? [
          {
            key: 'polizza',
            header: labels.documento.polizza,
            cell: (d: Documento) => (
              <Link to={paths.dossier(d.dossierID)} aria-label={text.documents.policyLinkLabel(d.nPolizza)}>
                {d.nPolizza}
              </Link>
            ),
            sortValue: (d: Documento) => d.nPolizza,
          },
        ]
      : []),
    {
      key: 'data',
      header: labels.documento.data,
      cell: (d) => formatDate(d.data) ?? '',
      sortValue: (d) => d.data,
      searchText: (d) => formatDate(d.data),
    },
    {
      key: 'azioni',
      header: labels.documento.azioni,
      cell: (d) => {
        const busy = download.isPending && download.variables === d.documentID;
        return (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-label={text.documents.downloadLabel(d.name)}
            disabled={busy}
            onClick={() => download.mutate(d.documentID)}
          >
            {text.documents.download}
          </button>
        );
      },
    },
  ];

  return (
    <>
      {download.isError ? (
        <Alert tone="danger" live="alert" onDismiss={() => download.reset()}>
          {text.documents.downloadError}
        </Alert>
      ) : null}
      <Table
        caption={caption}
        columns={columns}
        rows={documents}
        rowKey={(d) => d.documentID}
        searchable={searchable}
      />
    </>
  );
}

/** A checkbox named after its document ('Seleziona Polizza.pdf'): the row's first cell. */
function selectColumn({ selected, onToggle }: DocumentSelection): Column<Documento> {
  return {
    key: 'seleziona',
    header: documentListText.select,
    cell: (d) => (
      <ToggleCheckbox
        label={documentListText.selectLabel(d.name)}
        labelHidden
        checked={selected.has(d.documentID)}
        onChange={(checked) => onToggle(d.documentID, checked)}
      />
    ),
  };
}
