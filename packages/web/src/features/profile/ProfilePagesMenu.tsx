import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';

const t = text.profile;

/** Where the rest of the profile lives (docs/decisions/0149): a short list of its other pages. */
const ENTRIES = [
  { to: paths.ownData(), texts: t.menu.ownData },
  { to: paths.profileSecurity(), texts: t.menu.security },
  { to: paths.profilePrivacyData(), texts: t.menu.privacyData },
] as const;

/** The profile's menu, near its top: each other page by its name, and in a few words what it holds. */
export function ProfilePagesMenu() {
  return (
    <nav className="profile-pages" aria-label={t.menuTitle}>
      <ul className="profile-pages__list">
        {ENTRIES.map(({ to, texts: [name, holds] }) => (
          <li key={to} className="profile-pages__item">
            <Link to={to} className="profile-pages__link">
              {name}
            </Link>
            <span className="profile-pages__holds">{holds}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
