import { useCallback, useEffect, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { secondFactorErrorMessage, secondFactorTexts as t } from '@/shared/messages/second-factor';
import { Link } from '@/shared/router';
import { RoutePattern } from '@/shared/routes';
import { disableSecondFactor, getSecondFactor, newRecoveryCodes } from '@/shared/second-factor/api';
import { withStepUp } from '@/shared/second-factor/stepUp';
import { ProfileSection } from './ProfileSection';

type State = Awaited<ReturnType<typeof getSecondFactor>>;

/**
 * "Verifica in due passaggi" (docs/decisions/0091): its state, "Attiva", and behind a step-up "Disattiva"
 * and new recovery codes. Loaded lazily with its texts: /profilo is at the edge of its budget.
 */
export default function SecondFactorSection() {
  const [state, setState] = useState<State | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const load = useCallback(() => getSecondFactor().then(setState, () => setNotice(t.error)), []);
  useEffect(() => {
    void load();
  }, [load]);
  const act = async (action: () => Promise<unknown>) => {
    setNotice(null);
    try {
      await withStepUp(action);
      await load();
    } catch (failure) {
      if (errorCodeOf(failure) !== 'SECONDFACTOR_002')
        setNotice(secondFactorErrorMessage(errorCodeOf(failure)));
    }
  };
  return (
    <ProfileSection title={t.profileTitle}>
      {state ? (
        <>
          <p>{state.enabled ? t.profileOn : t.profileOff}</p>
          {state.enabled ? <p>{t.profileCodesLeft(state.recoveryCodesLeft)}</p> : null}
          {state.enabled && state.required ? <p>{t.profileRequired}</p> : null}
          <div className="d-flex flex-wrap gap-2">
            {state.enabled ? (
              <>
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={() => act(async () => setCodes((await newRecoveryCodes()).recoveryCodes))}
                >
                  {t.profileNewCodes}
                </button>
                {state.required ? null : (
                  <button
                    type="button"
                    className="btn btn-outline-primary"
                    onClick={() =>
                      act(async () => {
                        await disableSecondFactor();
                        setCodes(null);
                        setNotice(t.profileDisabled);
                      })
                    }
                  >
                    {t.profileDisable}
                  </button>
                )}
              </>
            ) : (
              <Link to={RoutePattern.secondFactorSetup} className="btn btn-outline-primary">
                {t.profileActivate}
              </Link>
            )}
          </div>
        </>
      ) : null}
      <p role="status">{notice ?? ''}</p>
      {codes ? (
        <>
          <p>{t.codesIntro}</p>
          <ol className="recovery-codes" aria-label={t.codesTitle}>
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </ProfileSection>
  );
}
