import './form.scss';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from './FieldMessages';
import { type FieldProblem, useFieldIds } from './fieldIds';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: FieldProblem;
}

/** A labelled input of a react-hook-form form, its hint and error tied to it. */
export function TextField({ label, registration, hint, error, type = 'text', ...input }: TextFieldProps) {
  const ids = useFieldIds(Boolean(hint), error?.message);
  return (
    <div className="form-group">
      <label htmlFor={ids.id} className="active">
        {label}
      </label>
      <input
        id={ids.id}
        type={type}
        className={`form-control${error?.message ? ' is-invalid' : ''}`}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
        {...registration}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
