import './form.scss';
import type { ReactNode } from 'react';
import { text } from '@/shared/messages';
import { useFieldIds } from './fieldIds';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  /** While a change is being saved: further changes are ignored, the switch keeps its focus. */
  busy?: boolean;
}

/**
 * An on/off setting applied at once: a checkbox with role switch (Space toggles it), drawn as a lever with
 * its state written beside it. While saving it is aria-disabled rather than disabled, so that focus stays.
 */
export function SwitchField({ label, checked, onChange, hint, busy = false }: SwitchFieldProps) {
  const ids = useFieldIds(Boolean(hint), undefined);
  return (
    <div className="switch-field">
      <div className="switch-field__control">
        <label htmlFor={ids.id} className="switch-field__label">
          {label}
        </label>
        <span className="switch-field__toggle">
          <input
            id={ids.id}
            type="checkbox"
            role="switch"
            checked={checked}
            aria-checked={checked}
            aria-disabled={busy || undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => {
              if (!busy) onChange(event.target.checked);
            }}
          />
          <span className="switch-field__lever" aria-hidden="true" />
          <span className="switch-field__state" aria-hidden="true">
            {checked ? text.switchOn : text.switchOff}
          </span>
        </span>
      </div>
      {hint ? (
        <small id={ids.hintId} className="form-text field-hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}
