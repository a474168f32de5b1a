import './form.scss';
import { useEffect, useId, useRef } from 'react';

interface ToggleCheckboxProps {
  label: string;
  /** The label is read by screen readers only (a row's box, named after its row). */
  labelHidden?: boolean;
  checked: boolean;
  /** Some of what it stands for is ticked: the native 'mixed' state (a 'select all'). */
  mixed?: boolean;
  onChange: (checked: boolean) => void;
}

/** A Bootstrap Italia checkbox outside a form: it acts at once (selecting rows), it sends nothing. */
export function ToggleCheckbox({
  label,
  labelHidden = false,
  checked,
  mixed = false,
  onChange,
}: ToggleCheckboxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <div className="form-check consent-check toggle-check">
      <input
        ref={input}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{labelHidden ? <span className="visually-hidden">{label}</span> : label}</label>
    </div>
  );
}
