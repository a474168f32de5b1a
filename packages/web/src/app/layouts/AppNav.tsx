import { useQuery } from '@tanstack/react-query';
import { unreadQuery } from '@/features/requests/unread';
import { text } from '@/shared/messages';
import { Link, matchPath, useLocation } from '@/shared/router';
import { paths, RoutePattern } from '@/shared/routes';

/** Each menu item, and the pages under it: a policy belongs to 'Polizze', a claim to 'Sinistri'. */
const LINKS = [
  {
    to: paths.home(),
    label: text.nav.dossiers,
    section: [RoutePattern.home, RoutePattern.homeMessage, RoutePattern.dossier],
  },
  { to: paths.claims(), label: text.nav.claims, section: [RoutePattern.claims, RoutePattern.claim] },
  { to: paths.documents(), label: text.nav.documents, section: [RoutePattern.documents] },
  {
    to: paths.requests(),
    label: text.nav.requests,
    section: [RoutePattern.requests, RoutePattern.request],
    badge: true,
  },
];

/** The branch's replies not yet read, beside "Richieste" (docs/decisions/0143); nothing while it loads. */
function UnreadBadge() {
  const unread = useQuery(unreadQuery()).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="app-nav__badge">
      <span aria-hidden="true">{unread}</span>{' '}
      <span className="visually-hidden">{text.nav.unread(unread)}</span>
    </span>
  );
}

/**
 * Main navigation; `unread`: with the badge of replies not yet read, where the data cache is (not in the shell
 * drawn while the frame's chunk loads). The item of the page's section is marked: aria-current="page" on its own page, "true"
 * on a page under it (a policy, a claim), so the client always sees where they are.
 */
export function AppNav({ unread = false }: { unread?: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav className="app-nav" aria-label={text.nav.label}>
      <div className="container">
        <ul className="app-nav__list">
          {LINKS.map((link) => {
            const current =
              pathname === link.to
                ? 'page'
                : link.section.some((pattern) => matchPath(pattern, pathname))
                  ? 'true'
                  : undefined;
            return (
              <li key={link.to}>
                <Link className="app-nav__link" to={link.to} aria-current={current}>
                  {link.label}
                  {unread && 'badge' in link ? <UnreadBadge /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
