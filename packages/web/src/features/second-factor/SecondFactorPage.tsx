import { useEffect, useState } from 'react';
import { secondFactorTexts as t } from '@/shared/messages/second-factor';
import { Navigate, useNavigate } from '@/shared/router';
import { paths, RoutePattern } from '@/shared/routes';
import { getSecondFactor } from '@/shared/second-factor/api';
import { FactorCodeForm } from '@/shared/second-factor/FactorCodeForm';
import { session } from '@/shared/session';
import { PageHeading } from '@/shared/ui/PageHeading';
import { continueAfterFactor } from './continueAfterFactor';
import { useFactorContinuation } from './useFactorContinuation';

type State = Awaited<ReturnType<typeof getSecondFactor>>;

/**
 * /secondo-fattore (docs/decisions/0091): after a password login of a user with the factor on, the app's
 * code, a recovery code or an SMS code, and "Ricorda questo browser per 30 giorni"; then the post-login
 * flow goes on to the page asked for before the login.
 */
export function SecondFactorPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<State | null>(null);
  const [failed, setFailed] = useState(false);
  const proceed = useFactorContinuation();
  const valid = session.isValid();
  useEffect(() => {
    if (!valid) return;
    getSecondFactor().then(
      (found) => {
        // Given already (another tab): the post-login flow goes on.
        if (found.pending === null) void continueAfterFactor().then(proceed);
        else setState(found);
      },
      () => setFailed(true),
    );
  }, [valid, proceed]);
  if (!valid) return <Navigate to={paths.login()} replace />;
  if (state?.pending === 'setup') return <Navigate to={RoutePattern.secondFactorSetup} replace />;
  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-6">
        <PageHeading title={t.verifyTitle}>
          <p className="lead-text">{t.verifyIntro}</p>
        </PageHeading>
        {failed ? <p role="alert">{t.error}</p> : null}
        {state?.pending === 'verify' ? (
          <FactorCodeForm
            appEnabled={state.enabled}
            smsTo={state.smsTo}
            offerRemember
            onVerified={async () => proceed(await continueAfterFactor())}
            secondary={{ label: t.logout, onClick: () => navigate(paths.logout(), { replace: true }) }}
          />
        ) : null}
      </div>
    </div>
  );
}
