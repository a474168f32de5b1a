import { describe, expect, it } from 'vitest';
import { zipEntryNames } from './zip.js';

describe('zipEntryNames', () => {
  it('numbers a repeated name before its extension, also when only the case differs', () => {
    expect(zipEntryNames(['Polizza.pdf', 'polizza.PDF', 'Polizza.pdf', 'Polizza (2).pdf'])).toEqual([
      'Polizza.pdf',
      'polizza (2).PDF',
      'Polizza (3).pdf',
      'Polizza (2) (2).pdf',
    ]);
  });

  it('keeps each name one segment of a path, without controls or leading dots', () => {
    expect(
      zipEntryNames(['../../etc/passwd', 'a\\b:c*?.pdf', 'riga\nnuova\u0000.pdf', '.nascosto', '']),
    ).toEqual(['_.._etc_passwd', 'a_b_c__.pdf', 'riga_nuova_.pdf', 'nascosto', 'documento']);
  });

  it('keeps a name without extension whole', () => {
    expect(zipEntryNames(['Contratto', 'Contratto'])).toEqual(['Contratto', 'Contratto (2)']);
  });
});
