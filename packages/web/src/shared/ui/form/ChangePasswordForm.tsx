import { formMessages, passwordChangeErrorMessage } from '../../messages';
import { FormFooter } from './FormFooter';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordField } from './PasswordField';
import { usePasswordForm } from './usePasswordForm';

interface ChangePasswordFormProps {
  currentLabel: string;
  submitLabel: string;
  className?: string;
  change: (currentPassword: string, password: string) => Promise<unknown>;
  /** Empties the fields once changed (a form that stays on screen). */
  clearOnSuccess?: boolean;
  onChanged: () => unknown;
}

/**
 * Change password (SPEC §5, §8), the forced change after login and the profile's: current, new and
 * confirmation; CHANGEPASSWORD_002 under the new password, anything else in the form's alert.
 */
export function ChangePasswordForm({
  currentLabel,
  submitLabel,
  className = 'app-form',
  change,
  clearOnSuccess = false,
  onChanged,
}: ChangePasswordFormProps) {
  const { form, outcome, send, newPasswordFields, clear } = usePasswordForm();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    if (!(await send(() => change(currentPassword, password), passwordChangeErrorMessage))) return;
    if (clearOnSuccess) clear();
    await onChanged();
  });

  return (
    <form className={className} noValidate onSubmit={onSubmit}>
      <PasswordField
        label={currentLabel}
        autoComplete="current-password"
        registration={register('currentPassword', {
          validate: (value) => value !== '' || formMessages.required,
        })}
        error={errors.currentPassword}
      />
      <NewPasswordFields {...newPasswordFields()} />
      <FormFooter outcome={outcome.outcome} submitLabel={submitLabel} submitting={isSubmitting} />
    </form>
  );
}
