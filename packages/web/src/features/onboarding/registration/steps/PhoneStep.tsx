import type { RefObject } from 'react';
import { mobile } from '../../../../shared/forms/validators';
import { sendSmsErrorMessage, text } from '../../../../shared/messages';
import { session } from '../../../../shared/session';
import { FormFooter } from '../../../../shared/ui/form/FormFooter';
import { PhoneNumberField } from '../../../../shared/ui/form/PhoneNumberField';
import { useRoutedForm } from '../../../../shared/ui/form/useRoutedForm';
import { sendSms } from '../api';
import { StepHeading } from './StepHeading';

const t = text.registration;

interface PhoneStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Reads the status again ("reload", SPEC §4). */
  onSent: () => Promise<unknown>;
}

/** Step 3, Cellulare: the mobile number the SMS code goes to. */
export function PhoneStep({ headingRef, onSent }: PhoneStepProps) {
  const { form, outcome, send } = useRoutedForm<{ phone: string }>({ phone: '' }, 'phone');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ phone }) => {
    if (!(await send(() => sendSms(phone), sendSmsErrorMessage))) return;
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
        <PhoneNumberField
          label={t.phone}
          registration={register('phone', { validate: mobile })}
          error={errors.phone}
        />
        <FormFooter outcome={outcome.outcome} submitLabel={t.next} submitting={isSubmitting} />
      </form>
    </div>
  );
}
