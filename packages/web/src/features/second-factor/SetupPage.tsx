import { ErrorCode } from '@area-clienti/contract';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorCodeOf, errorDetailsOf } from '@/shared/api';
import { secondFactorErrorMessage, secondFactorTexts as t } from '@/shared/messages/second-factor';
import { Navigate, useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import {
  confirmSecondFactorSetup,
  getSecondFactor,
  startSecondFactorSetup,
} from '@/shared/second-factor/api';
import { withStepUp } from '@/shared/second-factor/stepUp';
import { session } from '@/shared/session';
import { PageHeading } from '@/shared/ui/PageHeading';
import { continueAfterFactor } from './continueAfterFactor';
import { RecoveryCodes } from './RecoveryCodes';
import { useFactorContinuation } from './useFactorContinuation';

type Setup = Awaited<ReturnType<typeof startSecondFactorSetup>>;

/**
 * /secondo-fattore/attiva (docs/decisions/0091): the QR code (an SVG made by the server) and the key to
 * type, a first code to confirm, then the recovery codes shown once. Staff and Superuser arrive here at
 * their first login (their session waits for it); a client from the profile or the offer, and gives a
 * fresh proof first (the step-up dialog: a new way in, decisions/0130).
 */
export function SetupPage() {
  const id = useId();
  const navigate = useNavigate();
  const proceed = useFactorContinuation();
  const input = useRef<HTMLInputElement>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [required, setRequired] = useState(false);
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [stepUpRefused, setStepUpRefused] = useState(false);
  const valid = session.isValid();
  const start = useCallback(() => {
    setError(null);
    setStepUpRefused(false);
    getSecondFactor()
      .then((state) => {
        setRequired(state.required);
        setPending(state.pending !== null);
        return withStepUp(startSecondFactorSetup);
      })
      .then(setSetup, (failure) => {
        setStepUpRefused(errorCodeOf(failure) === ErrorCode.SECONDFACTOR_STEP_UP);
        setError(secondFactorErrorMessage(errorCodeOf(failure)));
      });
  }, []);
  useEffect(() => {
    if (valid) start();
  }, [valid, start]);
  if (!valid) return <Navigate to={paths.login()} replace />;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setCodes((await withStepUp(() => confirmSecondFactorSetup(code.trim()))).recoveryCodes);
      // The app is on: the home's offer of a stronger way in goes (docs/decisions/0150).
      session.setNotice('secondFactorOffer', false);
    } catch (failure) {
      setError(secondFactorErrorMessage(errorCodeOf(failure), errorDetailsOf(failure).retryAfterMinutes));
      input.current?.focus();
    }
  };
  const done = async () => {
    if (pending) proceed(await continueAfterFactor());
    else navigate(paths.profileSecurity(), { replace: true, state: { flash: t.activated } });
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={done} />;
  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-7">
        <PageHeading title={t.setupTitle}>
          <p className="lead-text">{t.setupIntro}</p>
          {required ? <p>{t.setupRequired}</p> : null}
        </PageHeading>
        {error ? (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        ) : null}
        {stepUpRefused ? (
          <button type="button" className="btn btn-primary" onClick={start}>
            {t.retry}
          </button>
        ) : null}
        {setup ? (
          <>
            <h2 className="h5">{t.step1}</h2>
            {/* The app on this very phone: the address opens it, where a QR code cannot be framed. */}
            <p className="mb-2">{t.sameDeviceIntro}</p>
            <p>
              <a className="btn btn-outline-primary btn-sm" href={setup.uri}>
                {t.sameDeviceLink}
              </a>
            </p>
            <img
              className="second-factor-qr"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={t.qrAlt}
              width={200}
              height={200}
            />
            <p className="mt-2 mb-1">{t.secretLabel}</p>
            <p>
              <code className="second-factor-secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </p>
            <form className="app-form stacked-field" noValidate onSubmit={confirm}>
              <h2 className="h5">
                <label htmlFor={`${id}-code`} className="mb-0">
                  {t.step2}
                </label>
              </h2>
              <input
                ref={input}
                id={`${id}-code`}
                className="form-control"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <button type="submit" className="btn btn-primary mt-3">
                {t.activate}
              </button>
            </form>
          </>
        ) : null}
      </div>
    </div>
  );
}
