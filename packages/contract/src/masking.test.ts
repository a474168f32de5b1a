import { describe, expect, it } from 'vitest';
import { maskCodeDestination, maskEmail, maskIban, maskMobile, maskTaxCode } from './masking.js';

describe('masking (decisions/0132)', () => {
  it('a tax code keeps its first and last three characters: homonyms stay apart', () => {
    expect(maskTaxCode('RSSMRA80A01H501U')).toBe('RSS**********01U');
    // Two Mario Rossi born in different places, on different days.
    expect(maskTaxCode('RSSMRA75C12F205Z')).toBe('RSS**********05Z');
    expect(maskTaxCode(' RSSMRA80A01H501U ')).toBe('RSS**********01U');
    // A company's VAT number, and a malformed short value: at least half of it hidden.
    expect(maskTaxCode('01234567890')).toBe('01******890');
    expect(maskTaxCode('ABCD')).toBe('A**D');
    expect(maskTaxCode('AB')).toBe('*B');
    expect(maskTaxCode('')).toBe('');
  });

  it("an e-mail keeps its name's ends and its domain", () => {
    expect(maskEmail('mario.rossi@example.it')).toBe('m***i@example.it');
    expect(maskEmail('Mario.Rossi@Example.it')).toBe('M***i@Example.it');
    expect(maskEmail('ab@example.it')).toBe('a***@example.it');
    expect(maskEmail('a@example.it')).toBe('a***@example.it');
    // Not an address: its ends, most of it hidden.
    expect(maskEmail('nessuna-chiocciola')).toBe('n****************a');
    expect(maskEmail('@example.it')).toBe('@*********t');
  });

  it('a mobile keeps its country code or prefix and its last three digits, blanks left out', () => {
    expect(maskMobile('+393331234567')).toBe('+39*******567');
    expect(maskMobile('+39 333 123 4567')).toBe('+39*******567');
    expect(maskMobile('3331234567')).toBe('33*****567');
    expect(maskMobile('12345')).toBe('1***5');
  });

  it('the mobile a code went to keeps its country code and last four digits, for its owner to recognise', () => {
    expect(maskCodeDestination('+393471234567')).toBe('+39 *** *** 4567');
    expect(maskCodeDestination('+39 347 123 4567')).toBe('+39 *** *** 4567');
    expect(maskCodeDestination('+39 347 123 45 67')).toBe('+39 *** *** 4567');
    expect(maskCodeDestination('3471234567')).toBe('347 *** *** 4567');
  });

  it('an IBAN keeps its last four characters, in groups of four', () => {
    expect(maskIban('IT60X0542811101000000123456')).toBe('**** **** **** **** **** ***3 456');
    expect(maskIban('IT60 X054 2811 1010 0000 0123 456')).toBe('**** **** **** **** **** ***3 456');
    expect(maskIban(null)).toBeNull();
  });

  it('never shows more than half of any value', () => {
    for (const value of ['RSSMRA80A01H501U', '+393331234567', 'x', 'xy', 'xyz', '0123456789']) {
      for (const masked of [maskTaxCode(value), maskMobile(value)]) {
        const shown = [...masked].filter((char) => char !== '*').length;
        expect(shown * 2, `${value} → ${masked}`).toBeLessThanOrEqual(value.length);
      }
    }
  });
});
