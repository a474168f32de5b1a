import { useId } from 'react';

/**
 * A field's error as react-hook-form holds it. `type: 'server'` marks an answer of the server about the
 * field (a wrong code, a refused password): it is announced at once (role alert), since it appears after
 * a wait rather than as the user leaves the field.
 */
export type FieldProblem = { message?: string; type?: string } | undefined;

/** The ids tying a field to its hint and error (aria-describedby, WCAG 1.3.1 and 3.3.1). */
export function useFieldIds(hasHint: boolean, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}
