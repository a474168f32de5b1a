import { describe, expect, it } from 'vitest';
import { codiceFiscaleOrPartitaIva, isValidCodiceFiscale, isValidPartitaIva } from './domain.js';

describe('codice fiscale', () => {
  it('accepts codes whose check character is right, in any case', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H501U')).toBe(true);
    expect(isValidCodiceFiscale('nrenna90a41h501v')).toBe(true);
  });
  it('refuses a wrong check character, a wrong shape or length', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H501A')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA80A01H501')).toBe(false);
    expect(isValidCodiceFiscale('1234567890123456')).toBe(false);
  });
});

describe('partita IVA', () => {
  it('accepts a number whose check digit is right', () => {
    expect(isValidPartitaIva('01114601006')).toBe(true);
  });
  it('refuses a wrong check digit or length', () => {
    expect(isValidPartitaIva('01114601007')).toBe(false);
    expect(isValidPartitaIva('0111460100')).toBe(false);
  });
  it('normalises either form to upper case through the schema', () => {
    expect(codiceFiscaleOrPartitaIva.parse(' rssmra80a01h501u ')).toBe('RSSMRA80A01H501U');
    expect(codiceFiscaleOrPartitaIva.safeParse('RSSMRA80A01H501X').success).toBe(false);
  });
});
