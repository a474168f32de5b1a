import { sessionErrorRouteCodes } from '@area-clienti/contract';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodeOf } from '../../../../shared/api';
import { mobile } from '../../../../shared/forms/validators';
import { sendSmsErrorMessage, text } from '../../../../shared/messages';
import { session } from '../../../../shared/session';
import { redirectedBySession } from '../../../../shared/session/enter';
import { ActionAlert } from '../../../../shared/ui/form/ActionAlert';
import { TextField } from '../../../../shared/ui/form/TextField';
import { useOutcome } from '../../../../shared/ui/form/useOutcome';
import { sendSms } from '../api';
import { StepHeading } from './StepHeading';

const t = text.registration;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

interface PhoneStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Reads the status again ("reload", SPEC §4). */
  onSent: () => Promise<unknown>;
}

/** Step 3, Cellulare: the mobile number the SMS code goes to. */
export function PhoneStep({ headingRef, onSent }: PhoneStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ phone: string }>({ mode: 'onTouched', defaultValues: { phone: '' } });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async ({ phone }) => {
    clear();
    try {
      await sendSms(phone);
    } catch (error) {
      if (redirectedBySession(error, SESSION_CODES)) return;
      const message = sendSmsErrorMessage(errorCodeOf(error));
      if (message.target === 'phone')
        setError('phone', { type: 'server', message: message.text }, { shouldFocus: true });
      else show('danger', message);
      return;
    }
    // SPEC §4: a successful submit clears the forced-phone flag and reloads. The status is read first,
    // so that step 4 appears with the new number rather than the old one.
    await onSent();
    session.setPhoneForced(false);
  });

  return (
    <div className="wizard-step">
      <StepHeading title={t.phoneTitle} headingRef={headingRef} />
      <p>{t.phoneIntro}</p>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t.phone}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          required
          hint={t.phoneHint}
          registration={register('phone', { validate: mobile })}
          error={errors.phone}
        />
        {outcome ? <ActionAlert key={outcome.key} tone={outcome.tone} message={outcome.message} /> : null}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t.next}
          </button>
        </div>
      </form>
    </div>
  );
}
