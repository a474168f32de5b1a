import './form.scss';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages } from './FieldMessages';
import type { FieldProblem } from './fieldIds';
import type { SelectOption } from './SelectField';

interface ChoiceFieldProps {
  legend: string;
  options: readonly SelectOption[];
  registration: UseFormRegisterReturn;
  error?: FieldProblem;
  disabled?: boolean;
  /** A line under the choices, tied to the group (why a consent is necessary). */
  hint?: string;
}

/** A group of radio buttons under a legend, its error tied to the group (a consent: yes or no). */
export function ChoiceField({ legend, options, registration, error, disabled, hint }: ChoiceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error?.message ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="choice-field" aria-describedby={describedBy || undefined}>
      <legend className="choice-field__legend">{legend}</legend>
      <div className="choice-field__options">
        {options.map((option) => (
          <div className="form-check form-check-inline choice-check" key={option.value}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              disabled={disabled}
              {...registration}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
