import { caiMissing, damageMissing } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { MOTOR_STEPS, missingLabel, stepAt, stepOfField, stepsOf } from './steps';

describe("the wizard's steps", () => {
  it('shows the step of the address, or the first one for an address it does not know', () => {
    expect(stepAt('motor', 'circostanze', { kind: 'motor' })).toEqual({ id: 'circostanze', index: 7 });
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

  it('follows the kind of accident: B only with a B, the fled vehicle, the vehicles beyond B', () => {
    const ids = (accidentKind?: 'singleVehicle' | 'hitAndRun' | 'multiVehicle') =>
      stepsOf('motor', { kind: 'motor', accidentKind }).map(([id]) => id);
    expect(ids()).toContain('veicolo-b');
    expect(ids()).not.toContain('veicolo-fuggito');
    expect(ids('singleVehicle')).not.toContain('veicolo-b');
    expect(ids('hitAndRun')).toEqual(expect.arrayContaining(['veicolo-fuggito']));
    expect(ids('hitAndRun')).not.toContain('veicolo-b');
    expect(ids('multiVehicle')).toEqual(expect.arrayContaining(['veicolo-b', 'altri-veicoli']));
    // An address of a step the kind has not: the first step.
    expect(stepAt('motor', 'veicolo-b', { kind: 'motor', accidentKind: 'singleVehicle' }).id).toBe(
      'quando-dove',
    );
    expect(stepOfField('motor', 'hitAndRun.report.body')).toBe('veicolo-fuggito');
    expect(stepOfField('motor', 'otherVehicles.0.vehicle.plate')).toBe('altri-veicoli');
    expect(stepOfField('motor', 'injured.1.role')).toBe('feriti');
    expect(stepOfField('motor', 'inspection.days')).toBe('danni');
    expect(stepOfField('motor', 'inspection.place')).toBe('danni');
    expect(missingLabel('inspection.from')).toBe('Sopralluogo del perito: dalle ore');
    expect(missingLabel('otherVehicles.1.vehicle.plate')).toBe('Veicolo D – Targa');
    expect(missingLabel('injured.0.role')).toBe('Persona ferita 1 – Chi era');
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
    // Water, fire or another damage: where and when the expert can see it, on the amount's step.
    const water = damageMissing({ kind: 'damage', coverage: 'water' }).filter((p) =>
      p.startsWith('inspection'),
    );
    expect(water.map((path) => stepOfField('damage', path))).toEqual([
      'importo',
      'importo',
      'importo',
      'importo',
    ]);
    expect(water.map(missingLabel)).toContain('Sopralluogo del perito: giorni disponibili');
  });
});
