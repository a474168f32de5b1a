import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { ownDataErrorMessage } from '@/shared/messages/own-data';
import { addressServerError } from '@/shared/ui/form/AddressFields';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { ownDataKey } from './api';

/**
 * A form of one change of the page: checked by the contract's schema, sent behind the step-up, and its
 * refusal shown under the field it is about (an address's CAP, the IBAN, the code) or in the form's alert.
 * A change done reloads the page's data.
 */
export function useChangeForm<V extends FieldValues, Checked>(
  defaultValues: DefaultValues<V>,
  resolver: Resolver<V, unknown, Checked>,
) {
  const form = useForm<V, unknown, Checked>({ mode: 'onTouched', defaultValues, resolver });
  const outcome = useOutcome();
  const queryClient = useQueryClient();
  const { setError, getValues } = form;
  const { show, clear } = outcome;

  const run = useCallback(
    async <T>(request: () => Promise<T>): Promise<T | undefined> => {
      clear();
      try {
        const answer = await request();
        await queryClient.invalidateQueries({ queryKey: ownDataKey });
        return answer;
      } catch (error) {
        if (redirectedBySession(error)) return undefined;
        const code = errorCodeOf(error);
        const address = addressServerError(code);
        const message = ownDataErrorMessage(code);
        const field = address?.field ?? message.field;
        if (field && field in getValues()) {
          setError(
            field as Path<V>,
            { type: 'server', message: address?.message ?? message.text },
            { shouldFocus: true },
          );
        } else show('danger', message);
        return undefined;
      }
    },
    [clear, getValues, queryClient, setError, show],
  );

  return { form, outcome, run };
}
