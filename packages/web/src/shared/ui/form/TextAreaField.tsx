import './form.scss';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from './FieldMessages';
import { type FieldProblem, useFieldIds } from './fieldIds';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: FieldProblem;
}

/** A labelled multi-line input of a react-hook-form form, its hint and error tied to it. */
export function TextAreaField({ label, registration, hint, error, rows = 6, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(Boolean(hint), error?.message);
  return (
    <div className="form-group">
      <label htmlFor={ids.id} className="active">
        {label}
      </label>
      <textarea
        id={ids.id}
        rows={rows}
        className={`form-control${error?.message ? ' is-invalid' : ''}`}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        {...area}
        {...registration}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
