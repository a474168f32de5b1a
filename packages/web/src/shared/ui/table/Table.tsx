import { SIMPLE_TABLE_MAX_ROWS } from '@area-clienti/contract';
import { usePrinting } from '../print';
import { DataTable } from './DataTable';
import { SimpleTable } from './SimpleTable';
import type { TableProps } from './types';

/** A simple table for up to 10 rows, the full data table above (SPEC §9); on paper, every row. */
export function Table<R>(props: TableProps<R>) {
  const printing = usePrinting();
  return props.rows.length > SIMPLE_TABLE_MAX_ROWS && !printing ? (
    <DataTable {...props} />
  ) : (
    <SimpleTable {...props} />
  );
}

export type { Column, TableProps } from './types';
