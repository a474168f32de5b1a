import {
  CLAIM_TEXT,
  INSPECTION_MAX_DAYS,
  INSPECTION_MIN_DAYS,
  workingDaysAfter,
} from '@area-clienti/contract';
import { useId, useMemo } from 'react';
import { formatDate } from '@/shared/format';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { DraftText, useDraft } from '../wizard/fields';
import { romeToday } from '../wizard/savable';

const a = claimAccidentText;
const WEEKDAY = new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'UTC' });

/**
 * Where, which days and hours the damaged vehicle (or goods) can be inspected (art. 148 CAP): the working days
 * of the next weeks as checkboxes, at least INSPECTION_MIN_DAYS, and the hours (issue 34 item 3).
 */
export function Inspection({ goods = false }: { goods?: boolean }) {
  const id = useId();
  const { data, update, errors } = useDraft();
  const offered = useMemo(() => workingDaysAfter(romeToday(), INSPECTION_MAX_DAYS), []);
  const chosen = data.inspection?.days ?? [];
  // A day chosen on an earlier visit that is no longer offered (it has passed) stays listed, to be unticked.
  const days = [...new Set([...chosen.filter((day) => !offered.includes(day)), ...offered])];
  const toggle = (day: string, on: boolean) => {
    const next = on ? [...chosen, day].sort() : chosen.filter((d) => d !== day);
    update('inspection.days', next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className="claim-group">
      <legend className="h6">{goods ? a.inspectionLegendDamage : a.inspectionLegend}</legend>
      <p className="field-hint">{a.inspectionIntro(INSPECTION_MIN_DAYS)}</p>
      <DraftText path="inspection.place" label={a.inspectionPlace} maxLength={CLAIM_TEXT.line} />
      <fieldset className="choice-field" aria-describedby={`${id}-count`}>
        <legend className="choice-field__legend">{a.inspectionDays}</legend>
        <div className="claim-days">
          {days.map((day) => (
            <div className="form-check" key={day}>
              <input
                id={`${id}-${day}`}
                type="checkbox"
                checked={chosen.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              <label htmlFor={`${id}-${day}`}>
                {WEEKDAY.format(new Date(`${day}T00:00:00Z`))} {formatDate(day) ?? day}
              </label>
            </div>
          ))}
        </div>
        <p id={`${id}-count`} className="field-hint" aria-live="polite">
          {a.inspectionChosen(chosen.length, INSPECTION_MIN_DAYS)}
        </p>
        {errors['inspection.days'] ? (
          <div className="invalid-feedback d-block" role="alert">
            {errors['inspection.days']}
          </div>
        ) : null}
      </fieldset>
      <DraftText path="inspection.from" label={a.inspectionFrom} type="time" />
      <DraftText path="inspection.to" label={a.inspectionTo} type="time" />
      <DraftText path="inspection.notes" label={a.inspectionNotes} maxLength={CLAIM_TEXT.line} />
    </fieldset>
  );
}
