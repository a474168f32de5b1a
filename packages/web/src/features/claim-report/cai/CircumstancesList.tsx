import { CAI_CIRCUMSTANCES, type CaiCircumstance } from '@area-clienti/contract';
import { useId } from 'react';
import { circumstancesCount, toggleCircumstance } from './circumstances';

const CODES = Object.keys(CAI_CIRCUMSTANCES).map(Number) as CaiCircumstance[];

interface CircumstancesListProps {
  legend: string;
  ticked: readonly number[];
  onChange: (ticked: number[]) => void;
}

/**
 * The 17 circumstances of the CAI (section 12) for one vehicle, as checkboxes numbered as on the paper form,
 * with the count of the boxes ticked (the form asks for it) said as it changes.
 */
export function CircumstancesList({ legend, ticked, onChange }: CircumstancesListProps) {
  const id = useId();
  return (
    <fieldset className="circumstances">
      <legend className="choice-field__legend">{legend}</legend>
      <ol className="circumstances__list">
        {CODES.map((code) => (
          <li key={code} className="form-check">
            <input
              id={`${id}-${code}`}
              type="checkbox"
              checked={ticked.includes(code)}
              onChange={(event) => onChange(toggleCircumstance(ticked, code, event.target.checked))}
            />
            <label htmlFor={`${id}-${code}`}>
              <span className="circumstances__code">{code}</span> {CAI_CIRCUMSTANCES[code]}
            </label>
          </li>
        ))}
      </ol>
      <p className="circumstances__count" aria-live="polite">
        {circumstancesCount(ticked.length)}
      </p>
    </fieldset>
  );
}
