import { IMPACT_ZONES, type ImpactZone } from '@area-clienti/contract';
import { type KeyboardEvent, useId, useRef } from 'react';
import { claimReportText } from '@/shared/messages/claim-report';
import { IMPACT_ORDER, impactCell, impactNeighbour } from './impactLayout';

const t = claimReportText.impact;

interface ImpactPickerProps {
  legend: string;
  value: ImpactZone | undefined;
  onChange: (zone: ImpactZone | undefined) => void;
}

/**
 * The point of first impact (CAI section 10): buttons laid on a car outline seen from above, the front at
 * the top. Each is a toggle (aria-pressed) reached with Tab; the arrow keys also move between them as on the
 * outline. Pressing the chosen one again takes the choice back.
 */
export function ImpactPicker({ legend, value, onChange }: ImpactPickerProps) {
  const id = useId();
  const buttons = useRef(new Map<ImpactZone, HTMLButtonElement>());
  const arrows = (zone: ImpactZone) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = impactNeighbour(zone, event.key);
    if (!next) return;
    event.preventDefault();
    buttons.current.get(next)?.focus();
  };
  return (
    <fieldset className="impact-picker">
      <legend className="choice-field__legend">{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t.hint}
      </p>
      <div className="impact-picker__outline" aria-describedby={`${id}-hint`}>
        <span className="impact-picker__car" aria-hidden="true" />
        {IMPACT_ORDER.map((zone) => {
          const cell = impactCell(zone);
          return (
            <button
              key={zone}
              ref={(element) => {
                if (element) buttons.current.set(zone, element);
                else buttons.current.delete(zone);
              }}
              type="button"
              className={`impact-picker__zone${value === zone ? ' impact-picker__zone--on' : ''}`}
              style={{ gridRow: cell.row, gridColumn: cell.column }}
              aria-pressed={value === zone}
              onClick={() => onChange(value === zone ? undefined : zone)}
              onKeyDown={arrows(zone)}
            >
              {IMPACT_ZONES[zone]}
            </button>
          );
        })}
      </div>
      <p className="impact-picker__chosen" aria-live="polite">
        {value ? t.chosen(IMPACT_ZONES[value]) : t.none}
      </p>
    </fieldset>
  );
}
