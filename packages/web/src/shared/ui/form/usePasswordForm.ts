import type { Resolver } from 'react-hook-form';
import { useRoutedForm } from './useRoutedForm';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' };

/**
 * The forms setting a new password with a code (first access, recovery), written once: checked by
 * `resolver` (the call's new password and its confirmation: shared/forms/schemas newPasswordForm), and the
 * server's refusal of the password shown under it.
 */
export function usePasswordForm<Checked>(resolver: Resolver<NewPasswordValues, unknown, Checked>) {
  const routed = useRoutedForm(EMPTY, 'password', resolver);
  const {
    register,
    formState: { errors },
  } = routed.form;
  /**
   * The props of NewPasswordFields. A function, called where the fields are rendered: react-hook-form focuses
   * the first invalid field in the order of registration, which must stay the order on screen.
   */
  const newPasswordFields = () => ({
    password: register('password'),
    confirmation: register('confirmPassword'),
    passwordError: errors.password,
    confirmationError: errors.confirmPassword,
  });
  return { ...routed, newPasswordFields };
}
