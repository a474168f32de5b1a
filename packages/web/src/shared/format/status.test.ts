import { describe, expect, it } from 'vitest';
import { claimStatusTone, policyStatusTone } from './status';

describe('policyStatusTone', () => {
  it('is success for NORMALE and ATTIVA', () => {
    expect(policyStatusTone('NORMALE')).toBe('success');
    expect(policyStatusTone('ATTIVA')).toBe('success');
    expect(policyStatusTone(' attiva ')).toBe('success');
  });

  it('is danger (error) for SOSPESA', () => {
    expect(policyStatusTone('SOSPESA')).toBe('danger');
  });

  it('is warning for any other status', () => {
    expect(policyStatusTone('SCADUTA')).toBe('warning');
    expect(policyStatusTone('ANNULLATA')).toBe('warning');
    expect(policyStatusTone('')).toBe('warning');
  });
});

describe('claimStatusTone', () => {
  it("is success for '5' and '6'", () => {
    expect(claimStatusTone('5')).toBe('success');
    expect(claimStatusTone('6')).toBe('success');
  });

  it("is danger (error) for a rejected claim ('4') only", () => {
    expect(claimStatusTone('4')).toBe('danger');
    expect(claimStatusTone(' 4 ')).toBe('danger');
  });

  it('is neutral while the claim is handled, and for a status it does not know', () => {
    for (const stato of ['1', '2', '3', '0', '7', '56', 'CHIUSO', ''])
      expect(claimStatusTone(stato)).toBe('neutral');
  });
});
