import { describe, expect, it } from 'vitest';
import { savable, stepBlocks } from './savable';

const VALID_IBAN = 'IT60X0542811101000000123456';

describe('the draft saved while it is written', () => {
  it('keeps a half-typed IBAN in the page only, and saves a whole valid one', () => {
    expect(savable({ kind: 'damage', iban: 'IT60X05', description: 'Tubo rotto' })).toEqual({
      kind: 'damage',
      description: 'Tubo rotto',
    });
    expect(savable({ kind: 'damage', iban: VALID_IBAN })).toEqual({ kind: 'damage', iban: VALID_IBAN });
    expect(stepBlocks({ kind: 'damage', iban: 'IT60X05' })).toEqual({ iban: 'iban' });
  });

  it('saves injuries only with the consent to health data', () => {
    expect(savable({ kind: 'motor', injuries: true, time: '10:00' })).toEqual({
      kind: 'motor',
      time: '10:00',
    });
    expect(savable({ kind: 'motor', injuries: true, healthConsent: true })).toEqual({
      kind: 'motor',
      injuries: true,
      healthConsent: true,
    });
    expect(savable({ kind: 'motor', injuries: false })).toEqual({ kind: 'motor', injuries: false });
    expect(savable({ kind: 'damage', coverage: 'injury' })).toEqual({ kind: 'damage' });
    expect(stepBlocks({ kind: 'motor', injuries: true })).toEqual({ healthConsent: 'consent' });
    expect(stepBlocks({ kind: 'motor', injuries: true, healthConsent: true })).toEqual({});
  });
});
