import { sendSmsRequest } from '@area-clienti/contract';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { formResolver } from '@/shared/forms/resolver';
import { phoneForm } from '@/shared/forms/schemas';
import { sendSmsErrorMessage, text } from '@/shared/messages';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { TextField } from '@/shared/ui/form/TextField';
import { useRoutedForm } from '@/shared/ui/form/useRoutedForm';
import { phoneMutations } from './api';

interface PhoneNumberFormProps {
  label: string;
  submitLabel: string;
  /** The account's verified number, refused if entered again (the profile's change of mobile). */
  current?: string | null;
  /** The number the field starts with: the one typed before, when the client comes back to correct it. */
  initial?: string;
  /** After the SMS code went to `phone` (as typed, trimmed). */
  onSent: (phone: string) => Promise<unknown>;
  /** Extra classes of the actions row, and the actions after the submit button. */
  actionsClassName?: string;
  children?: ReactNode;
  /** Runs the send behind a step-up: a mobile past the registration is a new way in (decisions/0092, 0130). */
  guard?: <T>(call: () => Promise<T>) => Promise<T>;
}

/** The mobile number an SMS code goes to (SendSMS): the registration's step 3 and the profile's change. */
export function PhoneNumberForm({
  label,
  submitLabel,
  current = null,
  initial = '',
  onSent,
  actionsClassName,
  children,
  guard,
}: PhoneNumberFormProps) {
  const sendSms = useMutation(phoneMutations.send());
  const resolver = useMemo(() => formResolver(phoneForm(current)), [current]);
  const { form, outcome, send } = useRoutedForm({ phone: initial }, 'phone', resolver);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ phone }) => {
    if (
      await send(
        () => (guard ? guard(() => sendSms.mutateAsync(phone)) : sendSms.mutateAsync(phone)),
        sendSmsErrorMessage,
      )
    )
      await onSent(phone);
  });

  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={label}
        type="tel"
        autoComplete="tel"
        maxLength={sendSmsRequest.shape.phone.maxLength ?? undefined}
        required
        hint={text.registration.phoneHint}
        registration={register('phone')}
        error={errors.phone}
      />
      <FormFooter
        outcome={outcome.outcome}
        submitLabel={submitLabel}
        submitting={isSubmitting}
        actionsClassName={actionsClassName}
      >
        {children}
      </FormFooter>
    </form>
  );
}
