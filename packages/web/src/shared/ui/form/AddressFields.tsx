import './form.scss';
import { ITALY } from '@area-clienti/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type ComuneSuggestion, useComuniSuggestions } from '@/shared/entities/places/api';
import { addressText } from '@/shared/messages/address';
import {
  type AddressField,
  addressLabels,
  chosenSuggestion,
  comuneOfCap,
  countryOptions,
  fieldsOfChoice,
  suggestionInput,
  suggestionValue,
} from './address-fields';
import type { FieldProblem } from './fieldIds';
import { controlClass, LabelledField } from './LabelledField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

export { type AddressField, addressServerError } from './address-fields';

export interface AddressFieldsProps {
  legend: string;
  /** Each field's react-hook-form registration and error (a server's ADDRESS_00x set on its field). */
  field: (name: AddressField) => { registration: UseFormRegisterReturn; error?: FieldProblem };
  /** The values as typed (react-hook-form's `watch`): the country sets the labels, comune and CAP the suggestions. */
  values: Record<Exclude<AddressField, 'indirizzo'>, string>;
  /** Sets a field (react-hook-form's `setValue`): a chosen comune fills its province, and its CAP if one. */
  setField: (name: AddressField, value: string) => void;
}

const NONE: readonly ComuneSuggestion[] = [];

/** What was typed, once the typing has paused: a keystroke does not ask the server each time. */
function useSettled(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The fields of an address (issue 35 item 2, docs/decisions/0147): the country (Italy first), street and
 * number, CAP, comune and province. In Italy the comune's field suggests the comuni of ISTAT's list from
 * its first letters or from the CAP (a native `<datalist>`: the platform's own keyboard and screen-reader
 * behaviour), and a choice fills the province; abroad it is the postcode and the city, without province.
 * The server checks an Italian address; its refusal is shown under the field it concerns.
 *
 * With a form of the contract's `clientAddress` (flat: country, indirizzo, cap, comune, provincia):
 *
 *   const form = useForm({ resolver: formResolver(clientAddress), defaultValues: { country: 'IT', … } });
 *   <AddressFields legend="Residenza" values={form.watch()} setField={(n, v) => form.setValue(n, v, { shouldDirty: true })}
 *     field={(n) => ({ registration: form.register(n), error: form.formState.errors[n] })} />
 *
 * and on an ApiError: `const refused = addressServerError(error.code); if (refused)
 * form.setError(refused.field, { type: 'server', message: refused.message })`.
 */
export function AddressFields({ legend, field, values, setField }: AddressFieldsProps) {
  const italian = values.country === ITALY;
  const labels = addressLabels(values.country);
  const listId = useId();
  const typed = useSettled(italian ? suggestionInput(values.comune, values.cap) : '');
  const { data: suggestions, isSuccess } = useComuniSuggestions(typed);
  const offered = italian && suggestions ? suggestions : NONE;
  /** The choice last filled in: the client may then change the province or the CAP, and it stays. */
  const filledFor = useRef('');

  useEffect(() => {
    if (!italian) {
      if (values.provincia !== '') setField('provincia', '');
      return;
    }
    const choice =
      chosenSuggestion(values.comune, offered) ??
      (values.comune.trim() === '' ? comuneOfCap(values.cap, offered) : undefined);
    if (!choice) return;
    const filled = fieldsOfChoice(choice, values.cap);
    const key = `${values.comune}|${values.cap}|${suggestionValue(choice)}`;
    if (filledFor.current === key) return;
    filledFor.current = `${filled.comune}|${filled.cap}|${suggestionValue(choice)}`;
    for (const name of ['comune', 'provincia', 'cap'] as const) {
      if (filled[name] !== values[name]) setField(name, filled[name]);
    }
  }, [italian, values, offered, setField]);

  const comune = field('comune');
  return (
    <fieldset className="form-fieldset">
      <legend>{legend}</legend>
      <SelectField
        label={addressText.country}
        options={countryOptions()}
        autoComplete="country"
        {...field('country')}
      />
      <TextField
        label={addressText.indirizzo}
        hint={addressText.indirizzoHint}
        autoComplete="address-line1"
        maxLength={120}
        {...field('indirizzo')}
      />
      <TextField
        label={labels.cap}
        autoComplete="postal-code"
        inputMode={italian ? 'numeric' : 'text'}
        maxLength={italian ? 5 : 12}
        {...field('cap')}
      />
      <LabelledField
        label={labels.comune}
        hint={italian ? addressText.comuneHint : undefined}
        error={comune.error}
      >
        {(wiring) => (
          <input
            {...wiring}
            type="text"
            className={controlClass('form-control', comune.error)}
            autoComplete="address-level2"
            maxLength={80}
            list={italian ? listId : undefined}
            {...comune.registration}
          />
        )}
      </LabelledField>
      {italian ? (
        <>
          <datalist id={listId}>
            {offered.map((suggestion) => (
              <option key={suggestionValue(suggestion)} value={suggestionValue(suggestion)}>
                {addressText.suggestion(suggestion.provincia, suggestion.cap)}
              </option>
            ))}
          </datalist>
          <p className="visually-hidden" aria-live="polite">
            {isSuccess && typed !== '' ? addressText.suggestionsCount(offered.length) : ''}
          </p>
          <TextField
            label={addressText.provincia}
            hint={addressText.provinciaHint}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={2}
            {...field('provincia')}
          />
        </>
      ) : null}
    </fieldset>
  );
}
