import { normalizeCode, sixDigits } from '../../forms/validators';
import type { TargetedMessage } from '../../messages';
import { FormFooter } from './FormFooter';
import { TextField } from './TextField';
import { useRoutedForm } from './useRoutedForm';

interface CodeVerificationFormProps {
  label: string;
  submitLabel: string;
  /** Sends the code, spaces removed. */
  verify: (code: string) => Promise<unknown>;
  /** The refusal to show for the server's error code (target 'code' goes under the field). */
  messageOf: (code: string | null) => TargetedMessage;
  onVerified: () => Promise<unknown>;
}

/** The 6-digit code form (SPEC §5) of the e-mail and SMS checks, shared by the wizard and the profile. */
export function CodeVerificationForm({
  label,
  submitLabel,
  verify,
  messageOf,
  onVerified,
}: CodeVerificationFormProps) {
  const { form, outcome, send } = useRoutedForm<{ code: string }>({ code: '' }, 'code');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ code }) => {
    if (await send(() => verify(normalizeCode(code)), messageOf)) await onVerified();
  });

  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        required
        registration={register('code', { validate: sixDigits })}
        error={errors.code}
      />
      <FormFooter outcome={outcome.outcome} submitLabel={submitLabel} submitting={isSubmitting} />
    </form>
  );
}
