import { newPassword, passwordConfirmation } from '../../forms/validators';
import { useRoutedForm } from './useRoutedForm';

export interface PasswordValues {
  /** Only in the change forms; the new-password forms leave it empty. */
  currentPassword: string;
  password: string;
  confirmPassword: string;
}
const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The forms setting a new password (first access, recovery, change), written once: the §5 rules of the new
 * password and its confirmation, and the server's refusal of the password shown under it.
 */
export function usePasswordForm() {
  const routed = useRoutedForm<PasswordValues>(EMPTY, 'password');
  const {
    register,
    reset,
    formState: { errors },
  } = routed.form;
  /**
   * The props of NewPasswordFields. A function, called where the fields are rendered: react-hook-form focuses
   * the first invalid field in the order of registration, which must stay the order on screen.
   */
  const newPasswordFields = () => ({
    password: register('password', { validate: newPassword }),
    confirmation: register('confirmPassword', {
      validate: (value: string, all: PasswordValues) => passwordConfirmation(all.password)(value),
    }),
    passwordError: errors.password,
    confirmationError: errors.confirmPassword,
  });
  return { ...routed, newPasswordFields, clear: () => reset(EMPTY) };
}
