import { COUNTRY_CODES, type ComuneSuggestion, type ErrorCode, ITALY } from '@area-clienti/contract';
import { addressText } from '@/shared/messages/address';
import { addressErrorMessages } from '@/shared/messages/errors';

/** The fields of an address, as the contract's `clientAddress` names them. */
export type AddressField = 'country' | 'indirizzo' | 'cap' | 'comune' | 'provincia';

let countries: { value: string; label: string }[] | undefined;

/**
 * The countries of the select: Italy first, then the others by their Italian names (the browser's own,
 * through Intl.DisplayNames, made at the first use: decisions/0124).
 */
export function countryOptions(): { value: string; label: string }[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator('it');
    const others = COUNTRY_CODES.filter((code) => code !== ITALY)
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
    countries = [{ value: ITALY, label: addressText.italy }, ...others];
  }
  return countries;
}

/** A suggestion as the comune's list offers it: the name, and the province to tell two of one name apart. */
export const suggestionValue = (suggestion: ComuneSuggestion) =>
  `${suggestion.comune} (${suggestion.provincia})`;

/**
 * The suggestion the comune's field now holds, if any: one picked from the list (`Castro (LE)`), or a name
 * typed whole that only one suggestion has.
 */
export function chosenSuggestion(
  typed: string,
  suggestions: readonly ComuneSuggestion[],
): ComuneSuggestion | undefined {
  const text = typed.trim();
  const picked = suggestions.find((suggestion) => suggestionValue(suggestion) === text);
  if (picked) return picked;
  const named = suggestions.filter((suggestion) => suggestion.comune.toLowerCase() === text.toLowerCase());
  return named.length === 1 ? named[0] : undefined;
}

/**
 * What a chosen comune fills: its name and province, and its CAP when the field is empty and the comune has
 * one only. A CAP typed is never changed: if it is not the comune's, the server says so (ADDRESS_004).
 */
export function fieldsOfChoice(
  choice: ComuneSuggestion,
  cap: string,
): { comune: string; provincia: string; cap: string } {
  const typed = cap.trim();
  const only = choice.cap.length === 1 ? (choice.cap[0] as string) : '';
  return { comune: choice.comune, provincia: choice.provincia, cap: typed || only };
}

/**
 * The comune a complete CAP names alone (00118 is Rome's only), to fill while the comune is empty; none
 * for a CAP several comuni share.
 */
export function comuneOfCap(cap: string, suggestions: readonly ComuneSuggestion[]) {
  if (!/^\d{5}$/.test(cap.trim())) return undefined;
  const having = suggestions.filter((suggestion) => suggestion.cap.includes(cap.trim()));
  return having.length === 1 ? having[0] : undefined;
}

/** What the comune field asks the server about: the comune's letters, or the CAP while no comune is typed. */
export const suggestionInput = (comune: string, cap: string) => (comune.trim() !== '' ? comune : cap);

/** A server's refusal of the address (ADDRESS_001 to 004): the field it concerns and its Italian words. */
export function addressServerError(code: ErrorCode | string | null | undefined) {
  if (!code || !(code in addressErrorMessages)) return null;
  const { field, text } = addressErrorMessages[code as keyof typeof addressErrorMessages];
  return { field: field as AddressField, message: text };
}

/** The labels of the fields, which change abroad (postcode, city, no province). */
export function addressLabels(country: string) {
  const italian = country === ITALY;
  return {
    cap: italian ? addressText.cap : addressText.capAbroad,
    comune: italian ? addressText.comune : addressText.city,
    showProvincia: italian,
  };
}
