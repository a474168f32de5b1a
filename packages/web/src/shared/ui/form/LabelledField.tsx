import type { ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import { type FieldProblem, useFieldIds } from './fieldIds';

/** The attributes tying a control to its label, hint and error. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  label: string;
  hint?: ReactNode;
  error?: FieldProblem;
  className?: string;
  /** The control, given the attributes that tie it to the label, hint and error. */
  children: (wiring: ControlWiring) => ReactNode;
}

/** The label/hint/error frame the single-control fields share, so their wiring is written once. */
export function LabelledField({
  label,
  hint,
  error,
  className = 'form-group',
  children,
}: LabelledFieldProps) {
  const ids = useFieldIds(Boolean(hint), error?.message);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="active">
        {label}
      </label>
      {children({
        id: ids.id,
        'aria-invalid': error?.message ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

/** The Bootstrap class of a control, marked invalid while it has an error. */
export const controlClass = (base: string, error: FieldProblem) =>
  `${base}${error?.message ? ' is-invalid' : ''}`;
