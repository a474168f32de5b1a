import { formResolver } from '@/shared/forms/resolver';
import { changePasswordForm } from '@/shared/forms/schemas';
import { passwordChangeErrorMessage } from '@/shared/messages';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { NewPasswordFields } from '@/shared/ui/form/NewPasswordFields';
import { PasswordField } from '@/shared/ui/form/PasswordField';
import { useRoutedForm } from '@/shared/ui/form/useRoutedForm';
import { changePassword } from './api';

const resolver = formResolver(changePasswordForm);
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

interface ChangePasswordFormProps {
  currentLabel: string;
  submitLabel: string;
  className?: string;
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
  clearOnSuccess = false,
  onChanged,
}: ChangePasswordFormProps) {
  const { form, outcome, send } = useRoutedForm(EMPTY, 'password', resolver);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    if (!(await send(() => changePassword(currentPassword, password), passwordChangeErrorMessage))) return;
    if (clearOnSuccess) reset(EMPTY);
    await onChanged();
  });

  return (
    <form className={className} noValidate onSubmit={onSubmit}>
      <PasswordField
        label={currentLabel}
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword}
      />
      <NewPasswordFields
        password={register('password')}
        confirmation={register('confirmPassword')}
        passwordError={errors.password}
        confirmationError={errors.confirmPassword}
      />
      <FormFooter outcome={outcome.outcome} submitLabel={submitLabel} submitting={isSubmitting} />
    </form>
  );
}
