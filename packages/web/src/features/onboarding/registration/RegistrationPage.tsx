import './registration.scss';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { endSession } from '@/shared/backend/enter';
import { userStatusQueries } from '@/shared/backend/userStatus';
import { text } from '@/shared/messages';
import { Navigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import { decideRegistrationStep, type RegistrationStep, type StepDecision } from './registrationStep';
import { DoneStep } from './steps/DoneStep';
import { EmailStep } from './steps/EmailStep';
import { PhoneStep } from './steps/PhoneStep';
import { SmsStep } from './steps/SmsStep';
import { UserDataStep } from './steps/UserDataStep';
import { WizardProgress } from './WizardProgress';

const t = text.registration;

const useToken = () => useSyncExternalStore(session.subscribe, () => session.read()?.token ?? null);
const usePhoneForced = () => useSyncExternalStore(session.subscribe, session.isPhoneForced);

/**
 * /registrazione (SPEC §2, §4): the step comes from the user status, read on load and again after each
 * step ("reload"). Focus moves to the new step's heading whenever the step changes.
 */
export function RegistrationPage() {
  const token = useToken();
  const forcedPhone = usePhoneForced();
  // Keyed by the token: a new session (after createUser) reads its own status.
  const status = useQuery(userStatusQueries.registration(token));
  // Step 5 clears the session, after which the status would say "step 1": the end is latched.
  const [finished, setFinished] = useState<{ userCode: string | null } | null>(null);

  let decision: StepDecision | 'loading' | 'error';
  if (finished) decision = { kind: 'step', step: 5 };
  else if (token === null) decision = decideRegistrationStep(null, forcedPhone);
  else if (status.data) decision = decideRegistrationStep(status.data, forcedPhone);
  else decision = status.isError ? 'error' : 'loading';
  const step: RegistrationStep | null =
    typeof decision === 'object' && decision.kind === 'step' ? decision.step : null;

  useEffect(() => {
    if (step !== 5 || finished) return;
    setFinished({ userCode: session.read()?.user.username ?? null });
    // SPEC §2: step 5 clears stored session data (the token is revoked too).
    void endSession();
  }, [step, finished]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<RegistrationStep | null>(null);
  useEffect(() => {
    if (step === null) return;
    if (shownStep.current !== null && shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const stepTitle = step === null ? null : step === 5 ? t.doneTitle : t.steps[step - 1];
  useDocumentTitle(stepTitle ? `${t.title}: ${stepTitle}` : t.title);

  if (typeof decision === 'object' && decision.kind === 'login')
    return <Navigate to={paths.login()} replace />;

  const reload = () => status.refetch();
  const stored = session.read();

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-lg-8">
        <PageHeading title={t.title}>
          {step === 1 ? <p className="lead-text">{t.intro}</p> : null}
        </PageHeading>
        {step !== null ? <WizardProgress step={step} /> : null}
        {decision === 'loading' ? <p role="status">{text.loading}</p> : null}
        {decision === 'error' ? (
          <Alert tone="danger" live="alert">
            {t.statusError}{' '}
            <button type="button" className="link-button" onClick={() => void status.refetch()}>
              {t.retry}
            </button>
          </Alert>
        ) : null}
        {step === 1 ? <UserDataStep headingRef={headingRef} /> : null}
        {step === 2 ? (
          <EmailStep
            headingRef={headingRef}
            userCode={stored?.user.username ?? ''}
            email={status.data?.email ?? stored?.user.email ?? ''}
            onVerified={reload}
          />
        ) : null}
        {step === 3 ? (
          <PhoneStep headingRef={headingRef} phone={status.data?.user?.phone ?? null} onSent={reload} />
        ) : null}
        {step === 4 ? <SmsStep headingRef={headingRef} phone={status.data?.user?.phone ?? ''} /> : null}
        {step === 5 ? (
          <DoneStep headingRef={headingRef} userCode={finished?.userCode ?? stored?.user.username ?? null} />
        ) : null}
      </div>
    </div>
  );
}
