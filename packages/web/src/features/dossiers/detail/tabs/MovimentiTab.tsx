import type { Movimento, Riserva } from '@area-clienti/contract';
import { formatAmount, formatDate, formatDateTime, formatQuantity } from '@/shared/format';
import { labels } from '@/shared/messages';
import { instalmentText } from '@/shared/messages/instalments';
import { type Column, Table } from '@/shared/ui/table/Table';

/**
 * An instalment's state as the client reads it: paid online (on that day in Italy) once the provider
 * confirmed its payment, whatever the agency's feed still says; else the agency's own word.
 */
export function statoOfMovimento(movimento: Pick<Movimento, 'stato' | 'pagamentoOnline'>): string {
  const paidOn = formatDateTime(movimento.pagamentoOnline?.paidAt)?.slice(0, 10);
  return paidOn ? instalmentText.paidOnline(paidOn) : movimento.stato;
}

const m = labels.movimenti;
const baseColumns: Column<Movimento>[] = [
  { key: 'titolo', header: m.titolo, cell: (r) => r.titolo, sortValue: (r) => r.titolo },
  {
    key: 'dataScadenza',
    header: m.dataScadenza,
    cell: (r) => formatDate(r.dataScadenza) ?? '',
    sortValue: (r) => r.dataScadenza,
    searchText: (r) => formatDate(r.dataScadenza),
  },
  {
    key: 'stato',
    header: m.stato,
    cell: statoOfMovimento,
    sortValue: statoOfMovimento,
  },
  {
    key: 'premio',
    header: m.premio,
    cell: (r) => formatAmount(r.premio) ?? '',
    sortValue: (r) => r.premio,
    searchText: (r) => formatAmount(r.premio),
    numeric: true,
  },
];
const foglioCassaColumn: Column<Movimento> = {
  key: 'dataFoglioCassa',
  header: m.dataFoglioCassa,
  cell: (r) => formatDate(r.dataFoglioCassa) ?? '',
  sortValue: (r) => r.dataFoglioCassa,
  searchText: (r) => formatDate(r.dataFoglioCassa),
};

/** The columns of the payments table: the '5col' layout adds the cash-sheet date (SPEC §3). */
export function movimentiColumns(layoutType: '4col' | '5col'): Column<Movimento>[] {
  return layoutType === '5col' ? [...baseColumns, foglioCassaColumn] : baseColumns;
}

export function MovimentiTab({
  layoutType,
  movimenti,
}: {
  layoutType: '4col' | '5col';
  movimenti: Movimento[];
}) {
  return (
    <Table
      caption={labels.tabs.movimenti}
      columns={movimentiColumns(layoutType)}
      rows={movimenti}
      rowKey={(r) => String(r.id)}
    />
  );
}

const r = labels.riserve;
const riserveColumns: Column<Riserva>[] = [
  { key: 'fondo', header: r.fondo, cell: (x) => x.fondo, sortValue: (x) => x.fondo },
  {
    key: 'data',
    header: r.data,
    cell: (x) => formatDate(x.data) ?? '',
    sortValue: (x) => x.data,
    searchText: (x) => formatDate(x.data),
  },
  {
    key: 'numeroQuote',
    header: r.numeroQuote,
    cell: (x) => formatQuantity(x.numeroQuote) ?? '',
    sortValue: (x) => x.numeroQuote,
    numeric: true,
  },
  {
    key: 'prezzoQuote',
    header: r.prezzoQuote,
    cell: (x) => formatAmount(x.prezzoQuote) ?? '',
    sortValue: (x) => x.prezzoQuote,
    numeric: true,
  },
  {
    key: 'controvalore',
    header: r.controvalore,
    cell: (x) => formatAmount(x.controvalore) ?? '',
    sortValue: (x) => x.controvalore,
    numeric: true,
  },
  {
    key: 'controvaloreStimato',
    header: r.controvaloreStimato,
    cell: (x) => formatAmount(x.controvaloreStimato) ?? '',
    sortValue: (x) => x.controvaloreStimato,
    numeric: true,
  },
];

/** Reserves of a life policy: units, unit price, current and estimated value per fund. */
export function RiserveTab({ riserve }: { riserve: Riserva[] }) {
  return (
    <Table
      caption={labels.tabs.riserve}
      columns={riserveColumns}
      rows={riserve}
      rowKey={(x, i) => `${i}-${x.fondo}`}
    />
  );
}
