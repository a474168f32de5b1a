import { useCallback } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { type ApiErrorCode, errorCodeOf, errorDetailOf, redirectedBySession } from '@/shared/api';
import type { ErrorTarget, TargetedMessage } from '@/shared/messages';
import { useOutcome } from './useOutcome';

/**
 * A react-hook-form form checked by `resolver` (the contract's schema: shared/forms/resolver) whose server
 * refusals are routed (SPEC §8, WCAG 3.3.1), the pattern every sending form repeated: a refusal about `field`
 * goes under it (announced, focused), any other (or any at all, without a `field`) to the form's alert.
 */
export function useRoutedForm<V extends FieldValues, Checked>(
  defaultValues: DefaultValues<V>,
  field: (Path<V> & ErrorTarget) | null,
  resolver: Resolver<V, unknown, Checked>,
) {
  const form = useForm<V, unknown, Checked>({ mode: 'onTouched', defaultValues, resolver });
  const outcome = useOutcome();
  const { setError } = form;
  const { show, clear } = outcome;

  /** Shows a refusal: under the field when it is about it, otherwise in the form's alert. */
  const fail = useCallback(
    (message: TargetedMessage) => {
      if (field !== null && message.target === field)
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
    async (
      request: () => Promise<unknown>,
      messageOf: (code: ApiErrorCode | null, detail?: string) => TargetedMessage,
    ) => {
      clear();
      try {
        await request();
        return true;
      } catch (error) {
        if (!redirectedBySession(error)) fail(messageOf(errorCodeOf(error), errorDetailOf(error)));
        return false;
      }
    },
    [clear, fail],
  );

  return { form, outcome, fail, send };
}
