import type { Sinistro } from '@area-clienti/contract';
import { claimStatusTone, formatDate } from '@/shared/format';
import { labels, text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { StatusTag } from '@/shared/ui/StatusTag';
import { type Column, Table } from '@/shared/ui/table/Table';

export const claimNumber = (s: Sinistro) => s.numeroSinistroNumCompagnia ?? String(s.sinistroID);
export const claimStatusText = (s: Sinistro) => s.statoDescr ?? s.stato;

interface ClaimsTableProps {
  caption: string;
  claims: readonly Sinistro[];
  /** The full list shows the policy of each claim; a policy's own tab does not need to. */
  showPolicy?: boolean;
}

export function ClaimsTable({ caption, claims, showPolicy = false }: ClaimsTableProps) {
  const columns: Column<Sinistro>[] = [
    {
      key: 'numero',
      header: labels.sinistro.numeroSinistro,
      cell: (s) => (
        <Link to={paths.claim(s.sinistroID)} aria-label={text.claims.detailLinkLabel(claimNumber(s))}>
          {claimNumber(s)}
        </Link>
      ),
      sortValue: claimNumber,
    },
    ...(showPolicy
      ? [
          {
            key: 'polizza',
            header: labels.sinistro.numeroPolizza,
            cell: (s: Sinistro) => s.numeroPolizza,
            sortValue: (s: Sinistro) => s.numeroPolizza,
          },
        ]
      : []),
    {
      key: 'data',
      header: labels.sinistro.dataSinistro,
      cell: (s) => formatDate(s.dataSinistro) ?? '',
      sortValue: (s) => s.dataSinistro,
      searchText: (s) => formatDate(s.dataSinistro),
    },
    {
      key: 'evento',
      header: labels.sinistro.evento,
      cell: (s) => s.eventoDescr ?? s.evento ?? '',
      sortValue: (s) => s.eventoDescr ?? s.evento,
    },
    {
      key: 'stato',
      header: labels.sinistro.stato,
      cell: (s) => <StatusTag tone={claimStatusTone(s.stato)}>{claimStatusText(s)}</StatusTag>,
      sortValue: claimStatusText,
    },
  ];
  return <Table caption={caption} columns={columns} rows={claims} rowKey={(s) => s.sinistroID} />;
}
