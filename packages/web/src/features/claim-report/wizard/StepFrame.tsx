import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { claimReportText } from '@/shared/messages/claim-report';
import { Alert } from '@/shared/ui/Alert';
import type { AutosaveState } from './autosave';

const t = claimReportText.frame;

/** The step title's id: a step's address ends with it, so that the focus goes to the title (MainContent). */
export const STEP_TITLE_ID = 'claim-step-title';

interface StepFrameProps {
  index: number;
  count: number;
  title: string;
  saveState: AutosaveState;
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  children: ReactNode;
}

/** What the page says of the draft's saving, politely, never in the way. */
function saveText(state: AutosaveState): string {
  switch (state.kind) {
    case 'saving':
      return t.saving;
    case 'saved':
      return t.saved;
    case 'pending':
      return t.pending;
    case 'failed':
      return t.failed;
    default:
      return '';
  }
}

/**
 * One step of the wizard: where the client is (step n of m, a progress bar), the step's title, which takes
 * the focus when the step changes (a screen reader hears where it landed), its fields, back and next.
 */
export function StepFrame({
  index,
  count,
  title,
  saveState,
  onBack,
  onNext,
  nextLabel,
  children,
}: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the step (its title) changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [title]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext?.();
  };
  const percent = Math.round(((index + 1) / count) * 100);
  return (
    <section className="claim-step" aria-labelledby={STEP_TITLE_ID}>
      <p className="claim-step__count" id="claim-step-count">
        {t.step(index + 1, count)}
      </p>
      <div
        className="progress claim-step__progress"
        role="progressbar"
        aria-labelledby="claim-step-count"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <h2 id={STEP_TITLE_ID} className="h4 claim-step__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <form className="app-form claim-step__form" noValidate onSubmit={submit}>
        {children}
        <div className="form-actions claim-step__actions">
          {onNext ? (
            <button type="submit" className="btn btn-primary">
              {nextLabel ?? t.next}
            </button>
          ) : null}
          {onBack ? (
            <button type="button" className="btn btn-outline-primary" onClick={onBack}>
              {t.back}
            </button>
          ) : null}
        </div>
      </form>
      <p className="claim-step__saved" aria-live="polite">
        {saveText(saveState)}
      </p>
    </section>
  );
}

export function ConflictNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert tone="warning" live="alert" onDismiss={onDismiss}>
      {t.conflict}
    </Alert>
  );
}
