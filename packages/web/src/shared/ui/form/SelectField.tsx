import './form.scss';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from './FieldMessages';
import { type FieldProblem, useFieldIds } from './fieldIds';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  label: string;
  options: readonly SelectOption[];
  /** A first option with an empty value ("Scegli …"). */
  placeholder?: string;
  /** A react-hook-form field; without it the select is controlled through `value`/`onChange`. */
  registration?: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: FieldProblem;
}

/** A labelled native select (keyboard and screen readers get the platform's own behaviour). */
export function SelectField({
  label,
  options,
  placeholder,
  registration,
  hint,
  error,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(Boolean(hint), error?.message);
  return (
    <div className="form-group select-field">
      <label htmlFor={ids.id} className="active">
        {label}
      </label>
      <select
        id={ids.id}
        className={`form-select${error?.message ? ' is-invalid' : ''}`}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
