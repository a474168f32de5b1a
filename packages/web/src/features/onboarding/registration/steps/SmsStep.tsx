import { sessionErrorRouteCodes } from '@area-clienti/contract';
import { type RefObject, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodeOf } from '../../../../shared/api';
import { useResendCountdown } from '../../../../shared/forms/useResendCountdown';
import { normalizeCode, sixDigits } from '../../../../shared/forms/validators';
import { resendErrorMessage, smsCodeErrorMessage, text } from '../../../../shared/messages';
import { session } from '../../../../shared/session';
import { redirectedBySession } from '../../../../shared/session/enter';
import { ActionAlert } from '../../../../shared/ui/form/ActionAlert';
import { TextField } from '../../../../shared/ui/form/TextField';
import { useOutcome } from '../../../../shared/ui/form/useOutcome';
import { resendSms, validatePhone } from '../api';
import { StepHeading } from './StepHeading';

const t = text.registration;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

interface SmsStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  phone: string;
  /** Reads the status again ("reload", SPEC §4). */
  onVerified: () => Promise<unknown>;
}

/**
 * Step 4, Verifica cellulare: the 6-digit SMS code. Resending waits 60 seconds after the step appears and
 * after each resend; the wait is written next to the action, and its end announced politely.
 */
export function SmsStep({ headingRef, phone, onVerified }: SmsStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ mode: 'onTouched', defaultValues: { code: '' } });
  const verify = useOutcome();
  const resend = useOutcome();
  const [resending, setResending] = useState(false);
  const { secondsLeft, restart } = useResendCountdown();
  const waitId = useId();
  const waiting = secondsLeft > 0;

  const onSubmit = handleSubmit(async ({ code }) => {
    verify.clear();
    try {
      await validatePhone(normalizeCode(code));
    } catch (error) {
      if (redirectedBySession(error, SESSION_CODES)) return;
      const message = smsCodeErrorMessage(errorCodeOf(error));
      if (message.target === 'code')
        setError('code', { type: 'server', message: message.text }, { shouldFocus: true });
      else verify.show('danger', message);
      return;
    }
    await onVerified();
  });

  async function onResend() {
    // aria-disabled rather than disabled: the action stays focusable, and its wait is read with it.
    if (waiting || resending) return;
    resend.clear();
    setResending(true);
    try {
      await resendSms();
      restart();
      resend.show('success', t.resendSmsDone);
    } catch (error) {
      if (!redirectedBySession(error, SESSION_CODES))
        resend.show('danger', resendErrorMessage(errorCodeOf(error), 'sms'));
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="wizard-step">
      <StepHeading title={t.smsTitle} headingRef={headingRef} />
      <p>{t.smsIntro(phone)}</p>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t.smsCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          registration={register('code', { validate: sixDigits })}
          error={errors.code}
        />
        {verify.outcome ? (
          <ActionAlert key={verify.outcome.key} tone={verify.outcome.tone} message={verify.outcome.message} />
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t.confirm}
          </button>
        </div>
      </form>
      <ul className="wizard-step__actions">
        <li>
          <button
            type="button"
            className="link-button"
            aria-disabled={waiting || resending}
            aria-describedby={waiting ? waitId : undefined}
            onClick={onResend}
          >
            {t.resendSms}
          </button>
          {waiting ? (
            <span id={waitId} className="form-note wizard-step__wait">
              {' '}
              {t.resendSmsWait(secondsLeft)}
            </span>
          ) : null}
        </li>
        <li>
          {t.wrongNumber}{' '}
          <button type="button" className="link-button" onClick={() => session.setPhoneForced(true)}>
            {t.changePhone}
          </button>
        </li>
      </ul>
      <p className="visually-hidden" role="status">
        {waiting ? '' : t.resendSmsReady}
      </p>
      {resend.outcome ? (
        <ActionAlert key={resend.outcome.key} tone={resend.outcome.tone} message={resend.outcome.message} />
      ) : null}
    </div>
  );
}
