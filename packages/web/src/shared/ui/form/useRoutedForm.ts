import { sessionErrorRouteCodes } from '@area-clienti/contract';
import { useCallback } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { errorCodeOf } from '../../api';
import type { ErrorTarget, TargetedMessage } from '../../messages';
import { redirectedBySession } from '../../session/enter';
import { useOutcome } from './useOutcome';

const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

/**
 * A react-hook-form form whose server refusals are routed (SPEC §8, WCAG 3.3.1), the pattern every sending
 * form repeated: a refusal about `field` goes under it (announced, focused), any other to the form's alert.
 */
export function useRoutedForm<V extends FieldValues>(
  defaultValues: DefaultValues<V>,
  field: Path<V> & ErrorTarget,
) {
  const form = useForm<V>({ mode: 'onTouched', defaultValues });
  const outcome = useOutcome();
  const { setError } = form;
  const { show, clear } = outcome;

  /** Shows a refusal: under the field when it is about it, otherwise in the form's alert. */
  const fail = useCallback(
    (message: TargetedMessage) => {
      if (message.target === field)
        setError(field, { type: 'server', message: message.text }, { shouldFocus: true });
      else show('danger', message);
    },
    [field, setError, show],
  );

  /**
   * Clears the last outcome and runs the request; resolves true when it succeeded, false when it failed
   * (the refusal shown) or the session redirect took over.
   */
  const send = useCallback(
    async (request: () => Promise<unknown>, messageOf: (code: string | null) => TargetedMessage) => {
      clear();
      try {
        await request();
        return true;
      } catch (error) {
        if (!redirectedBySession(error, SESSION_CODES)) fail(messageOf(errorCodeOf(error)));
        return false;
      }
    },
    [clear, fail],
  );

  return { form, outcome, fail, send };
}
