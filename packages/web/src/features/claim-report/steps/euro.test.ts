import { describe, expect, it } from 'vitest';
import { centsText, parseEuroCents } from './euro';

describe('the estimated amount typed in euro', () => {
  it('reads the Italian and the plain ways of writing it', () => {
    expect(parseEuroCents('1.250,50')).toBe(125050);
    expect(parseEuroCents('1250,5')).toBe(125050);
    expect(parseEuroCents('1250.50 €')).toBe(125050);
    expect(parseEuroCents('80')).toBe(8000);
  });

  it('refuses what is not an amount', () => {
    expect(parseEuroCents('')).toBeNull();
    expect(parseEuroCents('-5')).toBeNull();
    expect(parseEuroCents('12,345')).toBeNull();
    expect(parseEuroCents('mille')).toBeNull();
  });

  it('shows cents back as the client writes them', () => {
    expect(centsText(125050)).toBe('1250,50');
    expect(centsText(7)).toBe('0,07');
    expect(centsText(undefined)).toBe('');
  });
});
