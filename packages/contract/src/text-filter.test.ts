import { describe, expect, it } from 'vitest';
import { hasControlCharacter, isTextFilter, textFilter, toOneLine } from './text-filter.js';

describe('a text filter', () => {
  const filter = textFilter({ min: 2, max: 10 });

  it('refuses every control character, anywhere, even where trimming would have taken it away', () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
      ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
    ];
    expect(controls).toHaveLength(65);
    for (const control of controls) {
      for (const text of [`ab${control}cd`, `abcd${control}`, `${control}abcd`]) {
        expect(filter.safeParse(text).success, JSON.stringify(text)).toBe(false);
        expect(hasControlCharacter(text)).toBe(true);
      }
    }
  });

  it('takes what a person types, trimmed: accents, apostrophes, spaces, a non-breaking one, an emoji', () => {
    expect(filter.parse(" D'Amico ")).toBe("D'Amico");
    expect(filter.parse('Niccolò')).toBe('Niccolò');
    expect(filter.parse('\u00a0Rossi\u00a0')).toBe('Rossi');
    expect(filter.parse('🙂 ok')).toBe('🙂 ok');
    expect(filter.safeParse(' a ').success).toBe(false);
    expect(filter.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it('is known as one, and only it', () => {
    expect(isTextFilter(filter)).toBe(true);
    expect(isTextFilter(filter.optional())).toBe(false);
  });
});

describe('what a one-line field sends', () => {
  it('is the text with each run of control characters a space, trimmed: what a filter takes', () => {
    expect(toOneLine('ROSSI\tMARIO')).toBe('ROSSI MARIO');
    expect(toOneLine('\r\n 11000001\u0000\u0085 ')).toBe('11000001');
    expect(toOneLine('GA001BC\t\t\n2026')).toBe('GA001BC 2026');
    expect(textFilter({ max: 20 }).safeParse(toOneLine('ROSSI\tMARIO\r\n')).success).toBe(true);
  });
});
