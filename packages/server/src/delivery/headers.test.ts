import { describe, expect, it } from 'vitest';
import { bodyText, headerText } from './headers.js';

describe('headerText: one line, fit for a mail header', () => {
  it.each([
    ['CR LF', 'Mario\r\nBcc: spia@example.com', 'Mario Bcc: spia@example.com'],
    ['a bare LF or CR', 'a\nb\rc', 'a b c'],
    ['NUL, tab, vertical tab, escape', 'a\u0000b\tc\u000bd\u001be', 'a b c d e'],
    ['DEL and the C1 controls (NEL)', 'a\u007fb\u0085c', 'a b c'],
    ['the Unicode line and paragraph separators', 'a\u2028b\u2029c', 'a b c'],
    ['runs of spaces, and the ends', '  Mario \r\n\r\n  Rossi  ', 'Mario Rossi'],
  ])('removes %s', (_name, value, expected) => {
    expect(headerText(value)).toBe(expected);
  });

  it('keeps accents and apostrophes, and cuts at the length given', () => {
    expect(headerText("Nicolò D'Amico")).toBe("Nicolò D'Amico");
    expect(headerText('abcdef ghi', 7)).toBe('abcdef');
  });
});

describe('bodyText: a message with its line breaks', () => {
  it('keeps line breaks as \\n, drops other control characters, trims the ends of lines', () => {
    expect(bodyText('Riga uno  \r\nRiga\tdue\rRiga tre\u2028fine\u0000\u0007')).toBe(
      'Riga uno\nRiga due\nRiga tre\nfine',
    );
  });

  it('is empty for blanks and control characters only', () => {
    expect(bodyText(' \n\t\u0000 ')).toBe('');
  });
});
