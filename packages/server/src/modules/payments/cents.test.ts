import { describe, expect, it } from 'vitest';
import { centsOf } from './service.js';

describe('an instalment’s premio in cents, counted on its digits', () => {
  it.each([
    ['123.45', 12_345],
    ['80.10', 8_010],
    ['80.1', 8_010],
    ['0.07', 7],
    ['60', 6_000],
    ['0.00', 0],
    ['-5.50', -550],
    ['999999999999.99', 99_999_999_999_999],
  ])('%s → %i', (premio, cents) => {
    expect(centsOf(premio)).toBe(cents);
  });

  it('has no amount for what is not a number of cents', () => {
    for (const premio of [null, '', 'abc', '1.234', '1e3', '12,50']) expect(centsOf(premio)).toBeNull();
  });
});
