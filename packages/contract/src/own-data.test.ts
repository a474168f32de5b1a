import { describe, expect, it } from 'vitest';
import { ibanProblem, SEPA_IBAN_LENGTHS } from './own-data.js';

describe('ibanProblem: the SEPA length of its country, then ISO 13616 mod 97', () => {
  it('takes real IBANs of several SEPA countries, spaced or not, in either case', () => {
    for (const iban of [
      'IT60X0542811101000000123456',
      'it60 x054 2811 1010 0000 0123 456',
      'DE89370400440532013000',
      'FR1420041010050500013M02606',
      'GB29NWBK60161331926819',
      'CH9300762011623852957',
      'NO9386011117947',
      'MT84MALT011000012345MTLCAST001S',
    ]) {
      expect(ibanProblem(iban), iban).toBeNull();
    }
  });

  it("refuses a length not its country's, and a country outside SEPA", () => {
    expect(ibanProblem('IT60X054281110100000012345')).toBe('length');
    expect(ibanProblem('IT60X05428111010000001234567')).toBe('length');
    expect(ibanProblem('US60X0542811101000000123456')).toBe('length');
    expect(ibanProblem('')).toBe('length');
    expect(SEPA_IBAN_LENGTHS.IT).toBe(27);
  });

  it('refuses wrong check digits, a swapped pair of digits, a character an IBAN cannot have', () => {
    expect(ibanProblem('IT61X0542811101000000123456')).toBe('check');
    expect(ibanProblem('DE89370400440532013001')).toBe('check');
    expect(ibanProblem('DE89370400440532010300')).toBe('check');
    expect(ibanProblem('IT60X05428111010000001234-6')).toBe('check');
  });
});
