import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { AgencyName } from './AgencyName';

export function AppFooter() {
  return (
    <footer className="it-footer app-footer">
      <div className="it-footer-main">
        <div className="container">
          <p className="app-footer__name">
            <AgencyName /> · {text.appName}
          </p>
          <p className="app-footer__note">{text.footer.note}</p>
          <nav aria-label={text.footer.label}>
            <ul className="app-footer__links">
              <li>
                <Link className="app-footer__link" to={paths.privacy()}>
                  {text.footer.privacy}
                </Link>
              </li>
              <li>
                <Link className="app-footer__link" to={paths.cookie()}>
                  {text.footer.cookie}
                </Link>
              </li>
              <li>
                <Link className="app-footer__link" to={paths.accessibility()}>
                  {text.footer.accessibility}
                </Link>
              </li>
              <li>
                <Link className="app-footer__link" to={paths.contacts()}>
                  {text.footer.contacts}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
