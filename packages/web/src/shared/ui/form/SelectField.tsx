import './form.scss';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldProblem } from './fieldIds';
import { controlClass, LabelledField } from './LabelledField';

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
  return (
    <LabelledField label={label} hint={hint} error={error} className="form-group select-field stacked-field">
      {(wiring) => (
        <select {...wiring} className={controlClass('form-select', error)} {...select} {...registration}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
