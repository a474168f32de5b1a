import './profile.scss';
import { sessionErrorRouteCodes } from '@area-clienti/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorCodeOf } from '../../shared/api';
import { useResendCountdown } from '../../shared/forms/useResendCountdown';
import { normalizeCode, sixDigits } from '../../shared/forms/validators';
import { resendErrorMessage, smsCodeErrorMessage, text } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { redirectedBySession } from '../../shared/session/enter';
import { ActionAlert } from '../../shared/ui/form/ActionAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { useOutcome } from '../../shared/ui/form/useOutcome';
import { PageHeading } from '../../shared/ui/PageHeading';
import { PROFILE_STATUS_KEY, resendSms, validatePhone } from './api';
import type { PhoneConfirmState } from './PhoneChangePage';

const t = text.phoneChange;
const r = text.registration;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);
/** SPEC §8: C0002, the mobile number was changed. */
export const MOBILE_CHANGED_CODE = 'C0002';

function phoneOf(state: unknown): string | null {
  const phone =
    typeof state === 'object' && state !== null ? (state as Partial<PhoneConfirmState>).phone : null;
  return typeof phone === 'string' && phone !== '' ? phone : null;
}

/**
 * /profilo/conferma-cellulare (SPEC §2, §4): the 6-digit SMS code; success → /profilo/C0002. Resending
 * waits 60 seconds, as in the registration wizard.
 */
export function PhoneConfirmPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = phoneOf(useLocation().state);
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
    await queryClient.invalidateQueries({ queryKey: PROFILE_STATUS_KEY });
    await navigate(paths.profileMessage(MOBILE_CHANGED_CODE), { replace: true });
  });

  async function onResend() {
    if (waiting || resending) return;
    resend.clear();
    setResending(true);
    try {
      await resendSms();
      restart();
      resend.show('success', r.resendSmsDone);
    } catch (error) {
      if (!redirectedBySession(error, SESSION_CODES))
        resend.show('danger', resendErrorMessage(errorCodeOf(error), 'sms'));
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-7">
        <PageHeading title={t.confirmTitle}>
          <p className="lead-text">{t.confirmIntro(phone)}</p>
        </PageHeading>
        <form className="app-form" noValidate onSubmit={onSubmit}>
          <TextField
            label={r.smsCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            required
            registration={register('code', { validate: sixDigits })}
            error={errors.code}
          />
          {verify.outcome ? (
            <ActionAlert
              key={verify.outcome.key}
              tone={verify.outcome.tone}
              message={verify.outcome.message}
            />
          ) : null}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {r.confirm}
            </button>
          </div>
        </form>
        <ul className="phone-actions">
          <li>
            <button
              type="button"
              className="link-button"
              aria-disabled={waiting || resending}
              aria-describedby={waiting ? waitId : undefined}
              onClick={onResend}
            >
              {r.resendSms}
            </button>
            {waiting ? (
              <span id={waitId} className="form-note">
                {' '}
                {r.resendSmsWait(secondsLeft)}
              </span>
            ) : null}
          </li>
          <li>
            {r.wrongNumber} <Link to={paths.profilePhone()}>{t.otherNumber}</Link>
          </li>
          <li>
            <Link to={paths.profile()}>{t.backToProfile}</Link>
          </li>
        </ul>
        <p className="visually-hidden" role="status">
          {waiting ? '' : r.resendSmsReady}
        </p>
        {resend.outcome ? (
          <ActionAlert key={resend.outcome.key} tone={resend.outcome.tone} message={resend.outcome.message} />
        ) : null}
      </div>
    </div>
  );
}
