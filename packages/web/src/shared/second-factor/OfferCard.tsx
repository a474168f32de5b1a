import { useId } from 'react';
import { secondFactorTexts as t } from '@/shared/messages/second-factor';
import { Link } from '@/shared/router';
import { paths, RoutePattern } from '@/shared/routes';
import { session } from '@/shared/session';
import { MAIN_CONTENT_ID } from '@/shared/ui/SkipLink';
import { dismissSecondFactorOffer } from './api';

/**
 * The offer of a stronger way in, on the home of a client with neither a passkey nor the app
 * (docs/decisions/0150): a passkey first, the authenticator app as the other way, and "Non mostrare più",
 * kept by the server for the account (another browser does not offer it again). Loaded only when due.
 */
export default function OfferCard() {
  const titleId = useId();
  const dismiss = () => {
    session.setNotice('secondFactorOffer', false);
    // The focused button goes with the card: the focus returns to the page's content, not to nowhere.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    void dismissSecondFactorOffer().catch(() => undefined);
  };
  return (
    <section className="factor-offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="h4">
        {t.offerTitle}
      </h2>
      <p>{t.offerIntro}</p>
      <p className="factor-offer__actions">
        <Link className="btn btn-primary" to={paths.profilePasskeys()}>
          {t.offerPasskey}
        </Link>
      </p>
      <p>
        {t.offerAppIntro} <Link to={RoutePattern.secondFactorSetup}>{t.offerApp}</Link>
      </p>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={dismiss}>
        {t.offerDismiss}
      </button>
    </section>
  );
}
