import { secondFactorTexts as t } from '@/shared/messages/second-factor';
import { safeReturnPath } from '@/shared/returnPath';
import { useNavigate } from '@/shared/router';
import { paths, RoutePattern } from '@/shared/routes';
import { dismissSecondFactorOffer } from '@/shared/second-factor/api';
import { session } from '@/shared/session';
import { PageHeading } from '@/shared/ui/PageHeading';

/** /secondo-fattore/proposta (docs/decisions/0091): the one-time offer to a client after login. */
export function OfferPage() {
  const navigate = useNavigate();
  const answer = async (activate: boolean) => {
    await dismissSecondFactorOffer().catch(() => undefined);
    const next = activate
      ? RoutePattern.secondFactorSetup
      : (safeReturnPath(session.takeReturnTo()) ?? paths.home());
    navigate(next, { replace: true });
  };
  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-6">
        <PageHeading title={t.offerTitle}>
          <p className="lead-text">{t.offerIntro}</p>
        </PageHeading>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => answer(true)}>
            {t.offerYes}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => answer(false)}>
            {t.offerNo}
          </button>
        </div>
      </div>
    </div>
  );
}
