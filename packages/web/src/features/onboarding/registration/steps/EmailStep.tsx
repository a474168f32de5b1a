import { sessionErrorRouteCodes } from '@area-clienti/contract';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodeOf } from '../../../../shared/api';
import { normalizeCode, sixDigits } from '../../../../shared/forms/validators';
import { emailCodeErrorMessage, resendErrorMessage, text } from '../../../../shared/messages';
import { redirectedBySession } from '../../../../shared/session/enter';
import { FieldList } from '../../../../shared/ui/FieldList';
import { ActionAlert } from '../../../../shared/ui/form/ActionAlert';
import { TextField } from '../../../../shared/ui/form/TextField';
import { useOutcome } from '../../../../shared/ui/form/useOutcome';
import { resendEmail, validateEmail } from '../api';
import { StepHeading } from './StepHeading';

const t = text.registration;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

interface EmailStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  userCode: string;
  email: string;
  /** Reads the status again ("reload", SPEC §4). */
  onVerified: () => Promise<unknown>;
}

/** Step 2, Verifica e-mail: the 6-digit code sent by e-mail; shows the user code and the e-mail. */
export function EmailStep({ headingRef, userCode, email, onVerified }: EmailStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ mode: 'onTouched', defaultValues: { code: '' } });
  const verify = useOutcome();
  const resend = useOutcome();
  const [resending, setResending] = useState(false);

  const onSubmit = handleSubmit(async ({ code }) => {
    verify.clear();
    try {
      await validateEmail(normalizeCode(code));
    } catch (error) {
      if (redirectedBySession(error, SESSION_CODES)) return;
      const message = emailCodeErrorMessage(errorCodeOf(error));
      if (message.target === 'code')
        setError('code', { type: 'server', message: message.text }, { shouldFocus: true });
      else verify.show('danger', message);
      return;
    }
    await onVerified();
  });

  async function onResend() {
    if (resending) return;
    resend.clear();
    setResending(true);
    try {
      await resendEmail();
      resend.show('success', t.resendEmailDone);
    } catch (error) {
      if (!redirectedBySession(error, SESSION_CODES))
        resend.show('danger', resendErrorMessage(errorCodeOf(error), 'email'));
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="wizard-step">
      <StepHeading title={t.emailTitle} headingRef={headingRef} />
      <p>{t.emailIntro}</p>
      <FieldList
        className="field-list--compact"
        fields={[
          { label: t.userCode, value: userCode },
          { label: t.emailAddress, value: email },
        ]}
      />
      <p className="form-note">{t.userCodeNote}</p>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t.emailCode}
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
      <p className="wizard-step__aside">
        {t.resendEmailQuestion}{' '}
        <button type="button" className="link-button" aria-disabled={resending} onClick={onResend}>
          {t.resendEmail}
        </button>
      </p>
      {resend.outcome ? (
        <ActionAlert key={resend.outcome.key} tone={resend.outcome.tone} message={resend.outcome.message} />
      ) : null}
    </div>
  );
}
