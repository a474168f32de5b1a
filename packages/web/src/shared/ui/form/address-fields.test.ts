import { type ComuneSuggestion, clientAddress, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { formResolver } from '@/shared/forms/resolver';
import {
  addressLabels,
  addressServerError,
  chosenSuggestion,
  comuneOfCap,
  countryOptions,
  fieldsOfChoice,
  suggestionInput,
  suggestionValue,
} from './address-fields';

const roma: ComuneSuggestion = { comune: 'Roma', provincia: 'RM', cap: ['00118', '00119', '00199'] };
const castroBg: ComuneSuggestion = { comune: 'Castro', provincia: 'BG', cap: ['24063'] };
const castroLe: ComuneSuggestion = { comune: 'Castro', provincia: 'LE', cap: ['73030'] };
const romagnano: ComuneSuggestion = { comune: 'Romagnano Sesia', provincia: 'NO', cap: ['28078'] };

describe('the country select', () => {
  it('offers Italy first, then every other ISO country by its Italian name', () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ value: 'IT', label: 'Italia' });
    expect(options).toHaveLength(249);
    expect(options).toContainEqual({ value: 'FR', label: 'Francia' });
    expect(options).toContainEqual({ value: 'DE', label: 'Germania' });
    const rest = options.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'it')));
  });

  it('names the fields of a foreign address for what they are there, without a province', () => {
    expect(addressLabels('IT')).toEqual({ cap: 'CAP', comune: 'Comune', showProvincia: true });
    expect(addressLabels('FR')).toEqual({ cap: 'Codice postale', comune: 'Città', showProvincia: false });
  });
});

describe("the comune's suggestions", () => {
  it('tells two comuni of one name apart by their province', () => {
    expect(suggestionValue(castroLe)).toBe('Castro (LE)');
    expect(chosenSuggestion('Castro (LE)', [castroBg, castroLe])).toBe(castroLe);
    expect(chosenSuggestion('Castro', [castroBg, castroLe])).toBeUndefined();
  });

  it('takes a name typed whole when one suggestion has it, in any case', () => {
    expect(chosenSuggestion('roma', [roma, romagnano])).toBe(roma);
    expect(chosenSuggestion('Rom', [roma, romagnano])).toBeUndefined();
  });

  it('fills the province, and the CAP when the comune has one only and none is typed; a typed CAP stays', () => {
    expect(fieldsOfChoice(castroLe, '')).toEqual({ comune: 'Castro', provincia: 'LE', cap: '73030' });
    expect(fieldsOfChoice(roma, '')).toEqual({ comune: 'Roma', provincia: 'RM', cap: '' });
    expect(fieldsOfChoice(roma, ' 00119 ')).toEqual({ comune: 'Roma', provincia: 'RM', cap: '00119' });
    expect(fieldsOfChoice(castroLe, '20121')).toMatchObject({ cap: '20121' });
  });

  it('asks by the comune typed, or by the CAP while the comune is empty, and names a CAP held by one comune', () => {
    expect(suggestionInput('Forl', '47121')).toBe('Forl');
    expect(suggestionInput(' ', '47121')).toBe('47121');
    expect(comuneOfCap('00118', [roma])).toBe(roma);
    expect(comuneOfCap('0011', [roma])).toBeUndefined();
    expect(comuneOfCap('24063', [castroBg, { ...castroLe, cap: ['24063'] }])).toBeUndefined();
  });
});

describe("the server's refusals, in Italian under their field", () => {
  it('puts each ADDRESS code under the field it concerns', () => {
    expect(addressServerError(ErrorCode.ADDRESS_CAP_FORMAT)).toEqual({
      field: 'cap',
      message: 'Il CAP è formato da 5 cifre, ad esempio 00118.',
    });
    expect(addressServerError(ErrorCode.ADDRESS_COMUNE_UNKNOWN)?.field).toBe('comune');
    expect(addressServerError(ErrorCode.ADDRESS_PROVINCE_MISMATCH)?.field).toBe('provincia');
    expect(addressServerError(ErrorCode.ADDRESS_CAP_MISMATCH)).toEqual({
      field: 'cap',
      message: 'Il CAP non corrisponde al comune indicato: controlla il CAP o il comune.',
    });
    expect(addressServerError(ErrorCode.VALIDATION)).toBeNull();
    expect(addressServerError(null)).toBeNull();
  });
});

describe('the contract schema through the forms resolver', () => {
  const resolve = formResolver(clientAddress);
  const check = async (values: object) =>
    resolve(
      { country: 'IT', indirizzo: 'Via Roma 1', cap: '00118', comune: 'Roma', provincia: 'RM', ...values },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
  const messages = async (values: object) =>
    Object.fromEntries(Object.entries((await check(values)).errors).map(([k, v]) => [k, v?.message]));

  it('takes an Italian and a foreign address', async () => {
    expect(await messages({})).toEqual({});
    expect(await messages({ country: 'fr', cap: '75001', comune: 'Paris', provincia: '' })).toEqual({});
    expect(await messages({ country: 'GB', cap: '', comune: 'London', provincia: '' })).toEqual({});
  });

  it('says in Italian what is missing or too long', async () => {
    expect(await messages({ indirizzo: '', provincia: '' })).toEqual({
      indirizzo: 'Campo obbligatorio',
      provincia: 'Campo obbligatorio',
    });
    expect(await messages({ indirizzo: 'x'.repeat(121) })).toEqual({
      indirizzo: 'Puoi inserire al massimo 120 caratteri.',
    });
    expect(await messages({ country: 'XX', provincia: '' })).toEqual({ country: 'Campo obbligatorio' });
  });
});
