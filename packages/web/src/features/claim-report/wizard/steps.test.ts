import { caiMissing, damageMissing } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { MOTOR_STEPS, missingLabel, stepAt, stepOfField } from './steps';

describe("the wizard's steps", () => {
  it('shows the step of the address, or the first one for an address it does not know', () => {
    expect(stepAt('motor', 'circostanze')).toEqual({ id: 'circostanze', index: 7 });
    expect(stepAt('motor', 'importo')).toEqual({ id: 'quando-dove', index: 0 });
    expect(stepAt('damage', undefined)).toEqual({ id: 'cosa', index: 0 });
    expect(stepAt('damage', 'riepilogo')).toEqual({ id: 'riepilogo', index: 3 });
  });

  it('leads every field an empty CAI misses to a step of the CAI, and names it in Italian', () => {
    const ids = MOTOR_STEPS.map(([id]) => id as string);
    for (const path of caiMissing({ kind: 'motor' })) {
      expect(ids).toContain(stepOfField('motor', path));
      expect(missingLabel(path)).not.toBe(path);
    }
    expect(stepOfField('motor', 'vehicleB.circumstances')).toBe('circostanze');
    expect(stepOfField('motor', 'vehicleB.vehicle.plate')).toBe('veicolo-b');
    expect(missingLabel('vehicleB.vehicle.plate')).toBe('Veicolo B – Targa');
  });

  it('leads the fields of a damage report to its two steps', () => {
    const missing = damageMissing({ kind: 'damage', coverage: 'theft' });
    expect(missing.map((path) => stepOfField('damage', path))).toEqual([
      'cosa',
      'cosa',
      'cosa',
      'importo',
      'foto',
      'importo',
    ]);
    expect(missing.map(missingLabel)).toContain('IBAN per il pagamento');
  });
});
