import { describe, expect, it } from 'vitest';
import { compareSortValues, filterRows, nextSort, pageNumbers, paginate, sortRows } from './tableLogic';

type Row = { name: string; amount: number | null; date: string | null };
const rows: Row[] = [
  { name: 'Città di Roma', amount: 30, date: '2024-03-01' },
  { name: 'Polizza 10', amount: null, date: '2023-01-15' },
  { name: 'Polizza 2', amount: 5, date: null },
  { name: 'agenzia', amount: 100, date: '2024-01-01' },
];
const text = (r: Row) => `${r.name} ${r.amount ?? ''}`;

describe('filterRows', () => {
  it('keeps every row for an empty query', () => {
    expect(filterRows(rows, '   ', text)).toHaveLength(4);
  });

  it('matches case and accent insensitively, every word', () => {
    expect(filterRows(rows, 'CITTA', text).map((r) => r.name)).toEqual(['Città di Roma']);
    expect(filterRows(rows, 'polizza 2', text).map((r) => r.name)).toEqual(['Polizza 2']);
    expect(filterRows(rows, 'polizza roma', text)).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts text in Italian order with numbers compared as numbers', () => {
    expect(sortRows(rows, (r) => r.name, 'ascending').map((r) => r.name)).toEqual([
      'agenzia',
      'Città di Roma',
      'Polizza 2',
      'Polizza 10',
    ]);
  });

  it('sorts numbers descending and keeps empty values last in both directions', () => {
    expect(sortRows(rows, (r) => r.amount, 'descending').map((r) => r.amount)).toEqual([100, 30, 5, null]);
    expect(sortRows(rows, (r) => r.amount, 'ascending').map((r) => r.amount)).toEqual([5, 30, 100, null]);
  });

  it('sorts ISO dates chronologically and does not change the input', () => {
    const before = [...rows];
    expect(sortRows(rows, (r) => r.date, 'ascending').map((r) => r.date)).toEqual([
      '2023-01-15',
      '2024-01-01',
      '2024-03-01',
      null,
    ]);
    expect(rows).toEqual(before);
  });

  it('is stable for equal values', () => {
    const same = [
      { id: 1, k: 'a' },
      { id: 2, k: 'a' },
      { id: 3, k: 'a' },
    ];
    expect(sortRows(same, (r) => r.k, 'descending').map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('compares values', () => {
    expect(compareSortValues(2, 10)).toBeLessThan(0);
    expect(compareSortValues('b', 'A')).toBeGreaterThan(0);
    expect(compareSortValues(null, 'a')).toBeGreaterThan(0);
  });
});

describe('nextSort', () => {
  it('starts ascending on a new column and flips on the same one', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ columnKey: 'name', direction: 'ascending' });
    expect(nextSort(first, 'name')).toEqual({ columnKey: 'name', direction: 'descending' });
    expect(nextSort({ columnKey: 'name', direction: 'descending' }, 'date')).toEqual({
      columnKey: 'date',
      direction: 'ascending',
    });
  });
});

describe('paginate', () => {
  const many = Array.from({ length: 23 }, (_, i) => i + 1);

  it('cuts pages of 10', () => {
    const second = paginate(many, 2);
    expect(second.rows).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(second).toMatchObject({ page: 2, pageCount: 3, from: 11, to: 20 });
    expect(paginate(many, 3).rows).toEqual([21, 22, 23]);
  });

  it('clamps the page into range', () => {
    expect(paginate(many, 9).page).toBe(3);
    expect(paginate(many, 0).page).toBe(1);
  });

  it('has one empty page for no rows', () => {
    expect(paginate([], 1)).toEqual({ rows: [], page: 1, pageCount: 1, from: 0, to: 0 });
  });
});

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 'gap', 12]);
  });
});
