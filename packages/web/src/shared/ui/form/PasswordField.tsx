import './form.scss';
import { type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { text } from '@/shared/messages';
import { FieldMessages } from './FieldMessages';
import { type FieldProblem, useFieldIds } from './fieldIds';

interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  error?: FieldProblem;
  required?: boolean;
}

/** A password input with its show/hide toggle (a pressed/unpressed button named after the field). */
export function PasswordField({
  label,
  registration,
  autoComplete,
  hint,
  error,
  required = true,
}: PasswordFieldProps) {
  const ids = useFieldIds(Boolean(hint), error?.message);
  const [visible, setVisible] = useState(false);
  return (
    <div className="form-group">
      <label htmlFor={ids.id} className="active">
        {label}
      </label>
      <div className="password-field">
        <input
          id={ids.id}
          type={visible ? 'text' : 'password'}
          className={`form-control${error?.message ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required={required}
          aria-invalid={error?.message ? true : undefined}
          aria-describedby={ids.describedBy}
          {...registration}
        />
        <button
          type="button"
          className="btn btn-link password-field__toggle"
          aria-controls={ids.id}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {text.password.show(label)}
        </button>
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
