import './form.scss';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldProblem } from './fieldIds';
import { controlClass, LabelledField } from './LabelledField';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: FieldProblem;
}

/** A labelled multi-line input of a react-hook-form form, its hint and error tied to it. */
export function TextAreaField({ label, registration, hint, error, rows = 6, ...area }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(wiring) => (
        <textarea
          {...wiring}
          rows={rows}
          className={controlClass('form-control', error)}
          {...area}
          {...registration}
        />
      )}
    </LabelledField>
  );
}
