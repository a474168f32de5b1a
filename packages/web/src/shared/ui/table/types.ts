import type { ReactNode } from 'react';
import type { SortValue } from './tableLogic';

export interface Column<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Makes the column sortable in the data table; also what the search matches, unless searchText says. */
  sortValue?: (row: R) => SortValue;
  /** The text of the cell for the search box. */
  searchText?: (row: R) => string | null | undefined;
  /** Numbers and amounts align right. */
  numeric?: boolean;
}

export interface TableProps<R> {
  /** The table's accessible name (a caption, visually hidden unless captionVisible). */
  caption: string;
  captionVisible?: boolean;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string | number;
  /** False: the page filters the rows itself (its own search), so the data table shows no search box. */
  searchable?: boolean;
}
