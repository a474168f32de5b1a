import { useId, useMemo, useState } from 'react';
import { text } from '@/shared/messages';
import { Pagination } from './Pagination';
import { TableCaption, TableRows } from './SimpleTable';
import { filterRows, nextSort, paginate, type SortState, sortRows } from './tableLogic';
import type { Column, TableProps } from './types';

function cellText<R>(column: Column<R>, row: R): string {
  const value = column.searchText ? column.searchText(row) : column.sortValue?.(row);
  return value === null || value === undefined ? '' : String(value);
}

/** The full table of SPEC §9 (above 10 rows): a labelled search box, sortable headers, pages of 10. */
export function DataTable<R>({
  caption,
  captionVisible,
  columns,
  rows,
  rowKey,
  searchable = true,
}: TableProps<R>) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);

  const visible = useMemo(() => {
    const filtered = filterRows(rows, query, (row) => columns.map((c) => cellText(c, row)).join(' '));
    const sortColumn = sort && columns.find((c) => c.key === sort.columnKey);
    return sortColumn?.sortValue && sort
      ? sortRows(filtered, sortColumn.sortValue, sort.direction)
      : filtered;
  }, [rows, columns, query, sort]);
  const current = paginate(visible, page);

  return (
    <div className="data-table">
      {searchable ? (
        <div className="data-table__toolbar">
          <div className="form-group data-table__search">
            <label htmlFor={searchId} className="active">
              {text.table.search}
            </label>
            <input
              id={searchId}
              type="search"
              className="form-control"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <p className="data-table__count" role="status">
            {text.table.results(visible.length)}
          </p>
        </div>
      ) : null}
      <div className="table-responsive">
        <table className="table app-table app-table--cards">
          <TableCaption caption={caption} visible={captionVisible} />
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.columnKey === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortValue ? (sorted ?? 'none') : undefined}
                    className={column.numeric ? 'text-end' : undefined}
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className="table-sort"
                        onClick={() => {
                          setSort(nextSort(sort, column.key));
                          setPage(1);
                        }}
                      >
                        {column.header}
                        <span
                          className={`table-sort__icon table-sort__icon--${sorted ?? 'none'}`}
                          aria-hidden="true"
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {current.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{text.table.noResults}</td>
              </tr>
            ) : (
              <TableRows columns={columns} rows={current.rows} rowKey={rowKey} />
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={current.page} pageCount={current.pageCount} onChange={setPage} />
    </div>
  );
}
