import type { UseFormRegisterReturn } from 'react-hook-form';
import { text } from '@/shared/messages';
import type { FieldProblem } from './fieldIds';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: FieldProblem;
  confirmationError?: FieldProblem;
  passwordLabel?: string;
  confirmationLabel?: string;
}

/** A new password and its confirmation, with the hint on the rule (SPEC §2, §5). */
export function NewPasswordFields({
  password,
  confirmation,
  passwordError,
  confirmationError,
  passwordLabel = text.password.newPassword,
  confirmationLabel = text.password.confirmNew,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        hint={text.password.hint}
        registration={password}
        error={passwordError}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        registration={confirmation}
        error={confirmationError}
      />
    </>
  );
}
