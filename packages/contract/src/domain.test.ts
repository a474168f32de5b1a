import { describe, expect, it } from 'vitest';
import { codiceFiscaleOrPartitaIva, isValidCodiceFiscale, isValidPartitaIva, userCode } from './domain.js';

describe('codice fiscale', () => {
  it('accepts codes whose check character is right, in any case', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H501U')).toBe(true);
    expect(isValidCodiceFiscale('nrenna90a41h501v')).toBe(true);
    // A 9 in an even place counts as nine (the letters count from A = 0).
    expect(isValidCodiceFiscale('RSSMRA89A01H501D')).toBe(true);
  });
  it('refuses a wrong check character, a wrong shape or length', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H501A')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA80A01H501')).toBe(false);
    expect(isValidCodiceFiscale('1234567890123456')).toBe(false);
    // A digit where the month's letter goes, though the check character happens to fit.
    expect(isValidCodiceFiscale('RSSMRA80001H501U')).toBe(false);
  });
  it('refuses junk after or before a valid code', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H501UX')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA80A01H501U1')).toBe(false);
    // Four characters chosen so that the first sixteen have a fitting check character.
    expect(isValidCodiceFiscale('XXAKRSSMRA80A01H501U')).toBe(false);
  });
});

describe('partita IVA', () => {
  it('accepts a number whose check digit is right', () => {
    expect(isValidPartitaIva('01114601006')).toBe(true);
    // Every second digit doubled, less 9 above 9 (6 → 3, 8 → 7): without the step the check digit is 5.
    expect(isValidPartitaIva('12345678903')).toBe(true);
  });
  it('refuses a wrong check digit or length', () => {
    expect(isValidPartitaIva('01114601007')).toBe(false);
    expect(isValidPartitaIva('0111460100')).toBe(false);
    expect(isValidPartitaIva('12345678905')).toBe(false);
  });
  it('refuses a digit or junk more, though the first eleven digits are a valid number', () => {
    expect(isValidPartitaIva('123456789030')).toBe(false);
    expect(isValidPartitaIva('12345678903X')).toBe(false);
  });
  it('normalises either form to upper case through the schema, naming the field when neither fits', () => {
    expect(codiceFiscaleOrPartitaIva.parse(' rssmra80a01h501u ')).toBe('RSSMRA80A01H501U');
    expect(codiceFiscaleOrPartitaIva.parse('12345678903')).toBe('12345678903');
    const refused = codiceFiscaleOrPartitaIva.safeParse('RSSMRA80A01H501X');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['codiceFiscale']);
  });
});

describe('user ID', () => {
  it('is exactly 8 digits', () => {
    expect(userCode.safeParse('10000001').success).toBe(true);
    for (const refused of ['1000001', '100000011', 'x10000001', '10000001x', 'abcdefgh', '']) {
      expect(userCode.safeParse(refused).success, refused).toBe(false);
    }
  });
});
