import './form.scss';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldProblem } from './fieldIds';
import { controlClass, LabelledField } from './LabelledField';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: FieldProblem;
}

/** A labelled input of a react-hook-form form, its hint and error tied to it. */
export function TextField({ label, registration, hint, error, type = 'text', ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(wiring) => (
        <input
          {...wiring}
          type={type}
          className={controlClass('form-control', error)}
          {...input}
          {...registration}
        />
      )}
    </LabelledField>
  );
}
