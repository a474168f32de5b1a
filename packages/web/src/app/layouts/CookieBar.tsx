import { useSyncExternalStore } from 'react';
import { text } from '@/shared/messages';
import { COOKIE_BAR_ID, type CookieChoice, cookieChoice } from '@/shared/privacy/cookieChoice';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { MAIN_CONTENT_ID } from '@/shared/ui/SkipLink';

const t = text.cookieBar;

/**
 * The cookie bar (SPEC §2 "Shared frame"): shown until a choice is stored in the `cookiebar` cookie.
 * Accept, refuse, or close (×): closing is a refusal, remembered like one (docs/decisions/0025). It sits in
 * the page's flow above the header, so it never covers the content or steals clicks meant for it.
 */
export function CookieBar() {
  const choice = useSyncExternalStore(cookieChoice.subscribe, cookieChoice.read, () => null);
  if (choice) return null;

  const choose = (value: CookieChoice) => {
    cookieChoice.choose(value);
    // The bar and its focused button go away: focus moves on to the page's content.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <section id={COOKIE_BAR_ID} className="cookie-bar" aria-label={t.label} tabIndex={-1}>
      <div className="container cookie-bar__inner">
        <p className="cookie-bar__text">
          {t.body} <Link to={paths.cookie()}>{t.policy}</Link>
        </p>
        <div className="cookie-bar__actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => choose('accepted')}>
            {t.accept}
          </button>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => choose('refused')}>
            {t.refuse}
          </button>
        </div>
        <button
          type="button"
          className="cookie-bar__close"
          aria-label={t.close}
          title={t.close}
          onClick={() => choose('refused')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
