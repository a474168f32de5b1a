import type { ReactNode } from 'react';
import type { FieldProblem } from './fieldIds';

/** The hint and the error under a field, with the ids its aria-describedby points to. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: FieldProblem;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <small id={hintId} className="form-text field-hint">
          {hint}
        </small>
      ) : null}
      {error?.message ? (
        <div
          id={errorId}
          className="invalid-feedback d-block"
          role={error.type === 'server' ? 'alert' : undefined}
        >
          {error.message}
        </div>
      ) : null}
    </>
  );
}
