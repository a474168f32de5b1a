import './form.scss';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from './FieldMessages';
import { type FieldProblem, useFieldIds } from './fieldIds';

interface CheckboxFieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldProblem;
  required?: boolean;
}

/** A Bootstrap Italia checkbox, its error tied to it. */
export function CheckboxField({ label, registration, error, required = true }: CheckboxFieldProps) {
  const ids = useFieldIds(false, error?.message);
  return (
    <div className="form-check consent-check">
      <input
        id={ids.id}
        type="checkbox"
        required={required}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        {...registration}
      />
      <label htmlFor={ids.id}>{label}</label>
      <FieldMessages hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
