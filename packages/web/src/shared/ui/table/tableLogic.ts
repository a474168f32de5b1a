/** The pure part of the data table (SPEC §9 "Tables"): search, sort, paging. */

export type SortValue = string | number | null | undefined;
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  columnKey: string;
  direction: SortDirection;
}

export const PAGE_SIZE = 10;

let collator: Intl.Collator | undefined;
/** Made at the first sort, not when a page loads: a page's first Intl object costs a phone 40–90 ms (decisions/0124). */
const italianCollator = () =>
  (collator ??= new Intl.Collator('it-IT', { numeric: true, sensitivity: 'base' }));

/** Lower case, without accents: "Città" is found by "citta". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Rows whose text contains every word of the query (all rows for an empty query). */
export function filterRows<R>(rows: readonly R[], query: string, rowText: (row: R) => string): R[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalizeText(rowText(row));
    return words.every((word) => haystack.includes(word));
  });
}

/** Numbers by value, text in Italian order with numbers inside compared as numbers; empty values last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return italianCollator().compare(String(a), String(b));
}

/** A stably sorted copy; empty values stay last in both directions. */
export function sortRows<R>(rows: readonly R[], value: (row: R) => SortValue, direction: SortDirection): R[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      const xEmpty = x.key === null || x.key === undefined || x.key === '';
      const yEmpty = y.key === null || y.key === undefined || y.key === '';
      if (xEmpty !== yEmpty) return xEmpty ? 1 : -1;
      return sign * compareSortValues(x.key, y.key) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** Clicking a column header: a new column sorts ascending, the same column flips direction. */
export function nextSort(current: SortState | null, columnKey: string): SortState {
  if (current?.columnKey === columnKey) {
    return { columnKey, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnKey, direction: 'ascending' };
}

export interface Page<R> {
  rows: R[];
  /** 1-based, clamped into range. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown (0 and 0 when empty). */
  from: number;
  to: number;
}

export function paginate<R>(rows: readonly R[], page: number, pageSize: number = PAGE_SIZE): Page<R> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return {
    rows: slice,
    page: current,
    pageCount,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}

/** Page numbers for the pagination bar: all of them when few, else first, last and the current's neighbours. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) result.push('gap');
    result.push(p);
  }
  return result;
}
