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

  it('saves injuries without the consent, the injured persons only with it', () => {
    expect(savable({ kind: 'motor', injuries: true, time: '10:00' })).toEqual({
      kind: 'motor',
      injuries: true,
      time: '10:00',
    });
    expect(savable({ kind: 'motor', injuries: true, injured: [{ surname: 'Verdi' }] })).toEqual({
      kind: 'motor',
      injuries: true,
    });
    const consented = {
      kind: 'motor' as const,
      injuries: true,
      healthConsent: true,
      injured: [{ surname: 'V' }],
    };
    expect(savable(consented)).toEqual(consented);
    expect(savable({ kind: 'damage', coverage: 'injury' })).toEqual({ kind: 'damage' });
    expect(stepBlocks({ kind: 'motor', injuries: true })).toEqual({});
    expect(stepBlocks({ kind: 'motor', injuries: true, injured: [{}] })).toEqual({
      healthConsent: 'consent',
    });
  });

  it('keeps a half-typed tax code and reversed hours in the page only', () => {
    const data = {
      kind: 'motor' as const,
      vehicleA: { driver: { surname: 'Rossi', taxCode: 'RSSMRA85' } },
      inspection: { place: 'Officina', from: '18:00', to: '09:00' },
    };
    expect(savable(data)).toEqual({
      kind: 'motor',
      vehicleA: { driver: { surname: 'Rossi' } },
      inspection: { place: 'Officina' },
    });
    expect(stepBlocks(data)).toEqual({ 'vehicleA.driver.taxCode': 'taxCode', 'inspection.to': 'hours' });
  });

  it('leaves a passed inspection day out of the save, and keeps the client on the step for today or one passed', () => {
    const today = '2026-12-09';
    const data = {
      kind: 'damage' as const,
      inspection: { days: ['2026-12-07', today, '2026-12-10', '2026-12-11'] },
    };
    // Saved yesterday with today in it: today is still saved (the server keeps it until the submission).
    expect(savable(data, today).inspection).toEqual({ days: [today, '2026-12-10', '2026-12-11'] });
    expect(
      savable({ kind: 'damage', inspection: { days: ['2026-12-07'] } }, today).inspection,
    ).toBeUndefined();
    expect(stepBlocks(data, today)).toEqual({ 'inspection.days': 'pastDay' });
    expect(stepBlocks({ kind: 'damage', inspection: { days: [today] } }, today)).toEqual({
      'inspection.days': 'pastDay',
    });
    expect(stepBlocks({ kind: 'damage', inspection: { days: ['2026-12-10'] } }, today)).toEqual({});
  });
});
