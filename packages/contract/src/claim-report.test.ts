import { describe, expect, it } from 'vitest';
import {
  CAI_CIRCUMSTANCES,
  caiData,
  caiMissing,
  claimDate,
  claimReportData,
  damageMissing,
  isItalianIban,
  SKETCH_MAX_POINTS,
} from './claim-report.js';

describe('the claim report contract', () => {
  it('takes a date only when the day exists and a database can hold it', () => {
    for (const good of ['2026-12-06', '2024-02-29', '1900-01-01', '2999-12-31']) {
      expect(claimDate.safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      '',
      'x',
      '0000-01-30',
      '2026-02-31',
      '2025-02-29',
      '2026-04-31',
      '1899-12-31',
      '3000-01-01',
    ]) {
      expect(claimDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('checks an Italian IBAN by its mod 97, whatever its spaces and case', () => {
    expect(isItalianIban('IT60X0542811101000000123456')).toBe(true);
    expect(isItalianIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(isItalianIban('IT60X0542811101000000123457')).toBe(false);
    expect(isItalianIban('DE89370400440532013000')).toBe(false);
    expect(isItalianIban('IT60X05428111010000001234')).toBe(false);
  });

  it('has the 17 circumstances of the Italian CAI, numbered as the form', () => {
    expect(Object.keys(CAI_CIRCUMSTANCES)).toHaveLength(17);
    expect(CAI_CIRCUMSTANCES[8]).toBe('tamponava procedendo nello stesso senso e nella stessa fila');
    expect(CAI_CIRCUMSTANCES[17]).toBe('non aveva osservato il segnale di precedenza o di semaforo rosso');
  });

  it('bounds what a report holds', () => {
    const ok = (data: unknown) => claimReportData.safeParse(data).success;
    expect(ok({ kind: 'motor', vehicleA: { circumstances: [1, 8] } })).toBe(true);
    expect(ok({ kind: 'motor', vehicleA: { circumstances: [1, 1] } })).toBe(false);
    expect(ok({ kind: 'motor', vehicleA: { circumstances: [18] } })).toBe(false);
    expect(ok({ kind: 'motor', witnesses: Array(6).fill({ name: 'x' }) })).toBe(false);
    expect(ok({ kind: 'motor', sketch: { strokes: [[[0.5, 1.01]]] } })).toBe(false);
    const stroke = Array(400).fill([0.5, 0.5]);
    expect(ok({ kind: 'motor', sketch: { strokes: Array(15).fill(stroke) } })).toBe(true);
    expect(15 * 400).toBeLessThanOrEqual(SKETCH_MAX_POINTS);
    expect(ok({ kind: 'motor', sketch: { strokes: Array(16).fill(stroke) } })).toBe(false);
    expect(ok({ kind: 'motor', place: { gps: { lat: 91, lon: 0 } } })).toBe(false);
    expect(ok({ kind: 'damage', estimatedCents: 1_000_000_001 })).toBe(false);
    expect(ok({ kind: 'damage', estimatedCents: 10.5 })).toBe(false);
    expect(ok({ kind: 'other' })).toBe(false);
  });

  it('names the fields missing before a submission, in the order of the form', () => {
    expect(caiMissing(caiData.parse({ kind: 'motor' })).slice(0, 3)).toEqual(['date', 'time', 'place.town']);
    expect(caiMissing(caiData.parse({ kind: 'motor' }))).toContain('sketch');
    expect(damageMissing({ kind: 'damage', coverage: 'theft' })).toContain('policeReportFileId');
    expect(damageMissing({ kind: 'damage', coverage: 'water' })).not.toContain('policeReportFileId');
  });
});
