import type { Column, TableProps } from './types';

export function TableCaption({ caption, visible }: { caption: string; visible?: boolean }) {
  return <caption className={visible ? 'table-caption' : 'visually-hidden'}>{caption}</caption>;
}

/** The rows of a table body, each cell from its column (shared by the simple and the full table). */
export function TableRows<R>({ columns, rows, rowKey }: Pick<TableProps<R>, 'columns' | 'rows' | 'rowKey'>) {
  return rows.map((row, index) => (
    <tr key={rowKey(row, index)}>
      {columns.map((column: Column<R>) => (
        // The header again, for the narrow screen where each row is a card of label: value pairs.
        <td key={column.key} className={column.numeric ? 'text-end' : undefined} data-label={column.header}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  ));
}

/** A plain table, for 10 rows or fewer (SPEC §9). */
export function SimpleTable<R>({ caption, captionVisible, columns, rows, rowKey }: TableProps<R>) {
  return (
    <div className="table-responsive">
      <table className="table app-table app-table--cards">
        <TableCaption caption={caption} visible={captionVisible} />
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'text-end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <TableRows columns={columns} rows={rows} rowKey={rowKey} />
        </tbody>
      </table>
    </div>
  );
}
