import { text } from '@/shared/messages';
import { Link } from '@/shared/router';

export interface Crumb {
  label: string;
  /** The page's address; the last crumb, the page itself, has none. */
  to?: string;
}

/**
 * Where the page sits (a policy under 'Le tue polizze', a claim under 'I tuoi sinistri'), so that a client
 * who came by a link or a notice e-mail sees the way back. The current page is marked aria-current.
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb-container app-breadcrumb" aria-label={text.breadcrumb}>
      <ol className="breadcrumb">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.label} className={`breadcrumb-item${last ? ' active' : ''}`}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
