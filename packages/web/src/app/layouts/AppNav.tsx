import { NavLink } from 'react-router';
import { text } from '@/shared/messages';
import { paths } from '@/shared/routes';

const LINKS = [
  { to: paths.home(), label: text.nav.dossiers, end: true },
  { to: paths.claims(), label: text.nav.claims, end: false },
  { to: paths.documents(), label: text.nav.documents, end: false },
];

/** Main navigation: NavLink marks the current section with aria-current="page". */
export function AppNav() {
  return (
    <nav className="app-nav" aria-label={text.nav.label}>
      <div className="container">
        <ul className="app-nav__list">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink className="app-nav__link" to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
