import { describe, expect, it } from 'vitest';
import { formatAmountsInText, parseWrittenNumber } from './amountsInText';

const nbsp = '\u00a0';

describe('formatAmountsInText', () => {
  it.each([
    ['22.384,56 EUR', `22.384,56${nbsp}€`],
    ['Ammesso, minimo 1.000,00 EUR', `Ammesso, minimo 1.000,00${nbsp}€`],
    ['EUR 1000', `1.000,00${nbsp}€`],
    ['€ 50', `50,00${nbsp}€`],
    ['1234.5 euro', `1.234,50${nbsp}€`],
    ['1,234.56 EUR', `1.234,56${nbsp}€`],
    ['1.000 Euro di franchigia', `1.000,00${nbsp}€ di franchigia`],
    ['da 250,00€ a 1.500,00€', `da 250,00${nbsp}€ a 1.500,00${nbsp}€`],
  ])('writes %s as the area writes amounts', (written, shown) => {
    expect(formatAmountsInText(written)).toBe(shown);
  });

  it.each([
    ['a date', 'Valore di riscatto al 31/10/2026'],
    ['a percentage', '2% nei primi 5 anni, poi nessuna'],
    ['a plate', 'Veicolo targa FX987YZ'],
    ['a number without currency', 'Massimale 10000'],
    ['a word that starts like the currency', '1000 europei assicurati'],
    ["a vehicle's emission class", 'Classe Euro 6'],
    ['zero, which the area hides elsewhere', 'Franchigia 0,00 EUR'],
  ])('leaves %s as written', (_what, written) => {
    expect(formatAmountsInText(written)).toBe(written);
  });
});

describe('parseWrittenNumber', () => {
  it('reads the Italian and the English way of writing', () => {
    expect(parseWrittenNumber('1.234,56')).toBe(1234.56);
    expect(parseWrittenNumber('1,234.56')).toBe(1234.56);
    expect(parseWrittenNumber('1.000')).toBe(1000);
    expect(parseWrittenNumber('12,5')).toBe(12.5);
    expect(parseWrittenNumber('1 000 000')).toBe(1_000_000);
  });

  it('reads nothing but digits and separators', () => {
    expect(parseWrittenNumber('12a')).toBeNull();
    expect(parseWrittenNumber('a12')).toBeNull();
    expect(parseWrittenNumber('')).toBeNull();
  });
});
