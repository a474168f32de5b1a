import type { ReactNode } from 'react';
import { ActionAlert } from './ActionAlert';
import type { Outcome } from './useOutcome';

/** The last outcome of an action, if any (remounted by its key, so that a repeated message is announced). */
export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  return outcome ? <ActionAlert key={outcome.key} tone={outcome.tone} message={outcome.message} /> : null;
}

interface FormFooterProps {
  outcome: Outcome | null;
  submitLabel: string;
  /** The submit button is disabled while the form is being sent. */
  submitting: boolean;
  /** Extra classes of the actions row (e.g. for a second action). */
  actionsClassName?: string;
  /** Actions after the submit button. */
  children?: ReactNode;
}

/** Every form's end, written once: the outcome alert, then the actions with the submit button. */
export function FormFooter({
  outcome,
  submitLabel,
  submitting,
  actionsClassName,
  children,
}: FormFooterProps) {
  return (
    <>
      <OutcomeAlert outcome={outcome} />
      <div className={actionsClassName ? `form-actions ${actionsClassName}` : 'form-actions'}>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}
