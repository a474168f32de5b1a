import type { TableProps } from './types';

export function TableCaption({ caption, visible }: { caption: string; visible?: boolean }) {
  return <caption className={visible ? 'table-caption' : 'visually-hidden'}>{caption}</caption>;
}

/** A plain table, for 10 rows or fewer (SPEC §9). */
export function SimpleTable<R>({ caption, captionVisible, columns, rows, rowKey }: TableProps<R>) {
  return (
    <div className="table-responsive">
      <table className="table app-table">
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
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'text-end' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
