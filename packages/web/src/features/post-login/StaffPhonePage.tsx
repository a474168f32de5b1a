import '@/shared/ui/form/form.scss';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { continueAfterStep } from '@/shared/backend/enter';
import { formatPhone } from '@/shared/format';
import { resendErrorMessage, text } from '@/shared/messages';
import { staffPhoneTexts as t } from '@/shared/messages/staff-phone';
import { phoneMutations } from '@/shared/phone/api';
import { PhoneNumberForm } from '@/shared/phone/PhoneNumberForm';
import { Link, useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { withStepUp } from '@/shared/second-factor/stepUp';
import { CodeVerificationForm } from '@/shared/ui/form/CodeVerificationForm';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { usePostLoginStatus } from './usePostLoginStatus';

/** The number to send to (the account's), another to type, or the code sent to `phone`. */
type Stage = { kind: 'ask' } | { kind: 'number' } | { kind: 'code'; phone: string };

/**
 * The post-login flow goes on once the mobile is confirmed: the console, or the page asked for. Once, though
 * both the right code and the status read again after it (it says "verified") ask for it.
 */
function useContinue() {
  const navigate = useNavigate();
  const started = useRef(false);
  return useCallback(async () => {
    if (started.current) return;
    started.current = true;
    const next = await continueAfterStep({ kind: 'staffPhone' }).catch((error: unknown) =>
      redirectedBySession(error) ? null : paths.admin(),
    );
    if (next) await navigate(next, { replace: true });
  }, [navigate]);
}

/**
 * /verifica-cellulare (ours, docs/decisions/0131): a staff member's account is made with a mobile typed by
 * whoever made it, which gets no code of the second factor until its owner confirms it with a code sent to
 * it (ResendSMS, or SendSMS for another number, then validatePhone). A post-login step: the staff's pages
 * lead back here until it is done. Another number is a new way in: SendSMS takes a fresh proof (the account
 * is onboarded, decisions/0130), which a login from a remembered browser has not given, so its send runs
 * behind the step-up; ResendSMS sends only to the number the agency wrote or one a step-up let through.
 */
export function StaffPhonePage() {
  const status = usePostLoginStatus();
  const proceed = useContinue();
  const confirmed = status.data?.user?.phoneVerified === true;
  useEffect(() => {
    // Confirmed already (another tab): the flow goes on.
    if (confirmed) void proceed();
  }, [confirmed, proceed]);
  if (status.isError) return <QueryError />;
  if (status.isPending || confirmed) return <p role="status">{text.loading}</p>;
  return <Confirmation phone={status.data.user?.phone ?? null} onConfirmed={proceed} />;
}

function Confirmation({ phone, onConfirmed }: { phone: string | null; onConfirmed: () => Promise<void> }) {
  const [stage, setStage] = useState<Stage>(phone ? { kind: 'ask' } : { kind: 'number' });
  const resend = useMutation(phoneMutations.resend());
  const validate = useMutation(phoneMutations.validate());
  const { outcome, show, clear } = useOutcome();
  const [sending, setSending] = useState(false);
  // Each stage's sentence takes the focus when the stage changes, so that a screen reader reads it.
  const said = useRef<HTMLParagraphElement>(null);
  const shownStage = useRef(stage.kind);
  useEffect(() => {
    if (shownStage.current !== stage.kind) said.current?.focus();
    shownStage.current = stage.kind;
  }, [stage.kind]);
  const shown = (number: string) => formatPhone(number) ?? number;

  async function sendToAccountNumber() {
    if (!phone) return;
    clear();
    setSending(true);
    try {
      await resend.mutateAsync();
      setStage({ kind: 'code', phone });
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', resendErrorMessage(errorCodeOf(error), 'sms'));
    } finally {
      setSending(false);
    }
  }

  const otherNumber = (
    <li>
      {t.wrongNumber}{' '}
      <button type="button" className="link-button" onClick={() => setStage({ kind: 'number' })}>
        {t.otherNumber}
      </button>
    </li>
  );
  const logout = (
    <li>
      <Link to={paths.logout()}>{t.logout}</Link>
    </li>
  );

  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-7">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.intro}</p>
        </PageHeading>
        {stage.kind === 'ask' && phone ? (
          <>
            <p ref={said} tabIndex={-1}>
              {t.ask(shown(phone))}
            </p>
            <OutcomeAlert outcome={outcome} />
            <button
              type="button"
              className="btn btn-primary"
              disabled={sending}
              onClick={sendToAccountNumber}
            >
              {t.send}
            </button>
            <ul className="code-actions">
              {otherNumber}
              {logout}
            </ul>
          </>
        ) : null}
        {stage.kind === 'number' ? (
          <>
            <p ref={said} tabIndex={-1}>
              {t.typeNumber}
            </p>
            <PhoneNumberForm
              label={t.phone}
              submitLabel={t.send}
              initial={phone ? shown(phone) : ''}
              guard={withStepUp}
              onSent={async (typed) => setStage({ kind: 'code', phone: typed })}
            >
              <Link className="btn btn-outline-primary" to={paths.logout()}>
                {t.logout}
              </Link>
            </PhoneNumberForm>
          </>
        ) : null}
        {stage.kind === 'code' ? (
          <>
            <p ref={said} tabIndex={-1}>
              {t.sent(shown(stage.phone))}
            </p>
            <CodeVerificationForm
              channel="sms"
              verify={validate.mutateAsync}
              resend={resend.mutateAsync}
              onVerified={onConfirmed}
              actions={
                <>
                  {otherNumber}
                  {logout}
                </>
              }
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
