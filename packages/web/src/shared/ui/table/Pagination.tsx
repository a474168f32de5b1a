import { text } from '@/shared/messages';
import { pageNumbers } from './tableLogic';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination-wrapper" aria-label={text.table.pagination}>
      <ul className="pagination">
        <li className={`page-item${page === 1 ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => onChange(page - 1)}
            disabled={page === 1}
            aria-label={text.table.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageNumbers(page, pageCount).map((p, index) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their position
            <li key={`gap-${index}`} className="page-item" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-current={p === page ? 'page' : undefined}
                aria-label={text.table.page(p)}
                onClick={() => onChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page === pageCount ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => onChange(page + 1)}
            disabled={page === pageCount}
            aria-label={text.table.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
