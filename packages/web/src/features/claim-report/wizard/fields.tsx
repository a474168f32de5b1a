import type { ClaimReportData } from '@area-clienti/contract';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { claimReportText } from '@/shared/messages/claim-report';
import { controlClass, LabelledField } from '@/shared/ui/form/LabelledField';
import { getIn } from './draftPath';

const f = claimReportText.fields;

/** The draft the steps write into: its data, and the one way to change a field of it. */
export interface DraftBinding {
  data: ClaimReportData;
  update: (path: string, value: unknown) => void;
  /** Errors by field path, shown when the client tries to go on without them. */
  errors: Record<string, string>;
}

const DraftContext = createContext<DraftBinding | null>(null);
export const DraftProvider = DraftContext.Provider;

export function useDraft(): DraftBinding {
  const draft = useContext(DraftContext);
  if (!draft) throw new Error('useDraft outside the wizard');
  return draft;
}

interface DraftTextProps {
  path: string;
  label: string;
  type?: 'text' | 'date' | 'time' | 'tel' | 'email';
  maxLength?: number;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  /** Shown as written and not changeable (vehicle A's data from the policy). */
  readOnly?: boolean;
  required?: boolean;
}

/** A text field of the draft, Bootstrap Italia's, written as the client types (the draft saves itself). */
export function DraftText({ path, label, type = 'text', readOnly, required, ...input }: DraftTextProps) {
  const { data, update, errors } = useDraft();
  const value = getIn(data, path);
  const error = errors[path] ? { message: errors[path], type: 'server' } : undefined;
  return (
    <LabelledField label={required ? `${label} *` : label} hint={input.hint} error={error}>
      {(wiring) => (
        <input
          {...wiring}
          type={type}
          className={controlClass(readOnly ? 'form-control-plaintext' : 'form-control', error)}
          value={typeof value === 'string' ? value : ''}
          readOnly={readOnly}
          maxLength={input.maxLength}
          autoComplete={input.autoComplete ?? 'off'}
          inputMode={input.inputMode}
          onChange={(event) => update(path, event.target.value)}
        />
      )}
    </LabelledField>
  );
}

/** A longer text of the draft. */
export function DraftTextArea({
  path,
  label,
  maxLength,
}: {
  path: string;
  label: string;
  maxLength: number;
}) {
  const { data, update, errors } = useDraft();
  const value = getIn(data, path);
  const error = errors[path] ? { message: errors[path], type: 'server' } : undefined;
  return (
    <LabelledField label={label} error={error}>
      {(wiring) => (
        <textarea
          {...wiring}
          className={controlClass('form-control', error)}
          rows={4}
          maxLength={maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => update(path, event.target.value)}
        />
      )}
    </LabelledField>
  );
}

/** A yes/no question of the draft (radio buttons), unanswered until the client answers. */
export function DraftYesNo({ path, legend, required }: { path: string; legend: string; required?: boolean }) {
  const id = useId();
  const { data, update, errors } = useDraft();
  const value = getIn(data, path);
  const error = errors[path];
  return (
    <fieldset className="choice-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="choice-field__legend">{required ? `${legend} *` : legend}</legend>
      {([true, false] as const).map((answer) => (
        <div className="form-check form-check-inline" key={String(answer)}>
          <input
            id={`${id}-${answer}`}
            type="radio"
            name={`${id}-${path}`}
            checked={value === answer}
            onChange={() => update(path, answer)}
          />
          <label htmlFor={`${id}-${answer}`}>{answer ? f.yes : f.no}</label>
        </div>
      ))}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/** A choice among a few options of the draft (a select). */
export function DraftSelect({
  path,
  label,
  options,
  required,
}: {
  path: string;
  label: string;
  options: readonly (readonly [string, string])[];
  required?: boolean;
}) {
  const { data, update, errors } = useDraft();
  const value = getIn(data, path);
  const error = errors[path] ? { message: errors[path], type: 'server' } : undefined;
  return (
    <LabelledField label={required ? `${label} *` : label} error={error} className="form-group select-field">
      {(wiring) => (
        <select
          {...wiring}
          className={controlClass('form-select', error)}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => update(path, event.target.value)}
        >
          <option value="">{claimReportText.sketch.choose}</option>
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** One answer among a few (radio buttons) of the draft; `fallback` is the answer shown when none is stored. */
export function DraftChoice({
  path,
  legend,
  options,
  fallback,
  hint,
}: {
  path: string;
  legend: string;
  options: readonly (readonly [string, string])[];
  fallback?: string;
  hint?: string;
}) {
  const id = useId();
  const { data, update } = useDraft();
  const stored = getIn(data, path);
  const value = typeof stored === 'string' ? stored : fallback;
  return (
    <fieldset className="choice-field" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="choice-field__legend">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {options.map(([key, text]) => (
        <div className="form-check" key={key}>
          <input
            id={`${id}-${key}`}
            type="radio"
            name={`${id}-${path}`}
            checked={value === key}
            onChange={() => update(path, key)}
          />
          <label htmlFor={`${id}-${key}`}>{text}</label>
        </div>
      ))}
    </fieldset>
  );
}
