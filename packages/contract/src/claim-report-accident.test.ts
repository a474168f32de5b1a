import { describe, expect, it } from 'vitest';
import {
  badTaxCode,
  caiBadTaxCodes,
  caiData,
  caiForKind,
  caiMissing,
  claimReportMissing,
  damageData,
  healthDataWithheld,
  inspectionProblem,
  needsHealthConsent,
  pastInspectionDays,
} from './claim-report.js';
import { isItalianWorkingDay, workingDaysAfter } from './italian-calendar.js';

const BASE = {
  kind: 'motor' as const,
  date: '2026-11-20',
  time: '08:15',
  place: { town: 'Milano' },
  injuries: false,
  otherVehiclesDamage: false,
  objectsDamage: false,
  vehicleA: {
    policyholder: { surname: 'Rossi' },
    vehicle: { plate: 'GA001BC' },
    insurer: { name: 'Compagnia', policyNumber: 'RCA100' },
    driver: { surname: 'Rossi', name: 'Mario', licenceNumber: 'MI1' },
    circumstances: [1],
  },
  sketch: { layout: { road: 'straight' as const } },
};

describe('the accidents of real life (docs/decisions/0136)', () => {
  it('a draft stored before the kind was asked is two vehicles: B is required', () => {
    const old = caiData.parse(BASE);
    expect(caiMissing(old)).toContain('vehicleB.vehicle.plate');
    expect(caiMissing({ ...old, accidentKind: 'twoVehicles' })).toEqual(caiMissing(old));
  });

  it('a single vehicle needs no B; a hit-and-run needs what was seen and the police report', () => {
    expect(caiMissing(caiData.parse({ ...BASE, accidentKind: 'singleVehicle' }))).toEqual([]);
    const fled = caiData.parse({ ...BASE, accidentKind: 'hitAndRun' });
    expect(caiMissing(fled)).toEqual(['hitAndRun.seen', 'hitAndRun.report.body', 'hitAndRun.report.date']);
    const told = caiData.parse({
      ...fled,
      hitAndRun: { seen: 'Auto rossa', report: { body: 'carabinieri', date: '2026-11-20' } },
    });
    expect(caiMissing(told)).toEqual([]);
  });

  it('three or more vehicles need each vehicle beyond B, at most four of them', () => {
    const many = caiData.parse({ ...BASE, accidentKind: 'multiVehicle' });
    expect(caiMissing(many)).toContain('otherVehicles');
    expect(caiMissing(many)).toContain('vehicleB.vehicle.plate');
    const withC = { ...many, otherVehicles: [{ vehicle: { plate: 'AB123CD' } }] };
    expect(caiMissing(withC)).toContain('otherVehicles.0.policyholder.surname');
    expect(caiMissing(withC)).not.toContain('otherVehicles.0.vehicle.plate');
    expect(caiData.safeParse({ ...BASE, otherVehicles: [{}, {}, {}, {}, {}] }).success).toBe(false);
  });

  it('the kind leaves nothing of another kind behind', () => {
    const data = caiData.parse({
      ...BASE,
      accidentKind: 'singleVehicle',
      vehicleB: { vehicle: { plate: 'X' } },
      signerB: { mobile: '3331234567' },
      hitAndRun: { seen: 'x' },
      otherVehicles: [{}],
      sketch: { layout: { road: 'straight', directionB: 'north' } },
    });
    const kept = caiForKind(data);
    expect(kept.vehicleB).toBeUndefined();
    expect(kept.signerB).toBeUndefined();
    expect(kept.hitAndRun).toBeUndefined();
    expect(kept.otherVehicles).toBeUndefined();
    expect(kept.sketch?.layout?.directionB).toBeUndefined();
    expect(caiForKind({ ...data, accidentKind: 'twoVehicles' }).vehicleB).toEqual({
      vehicle: { plate: 'X' },
    });
  });

  it('injured people can be told without the consent; their details need it', () => {
    const hurt = caiData.parse({ ...BASE, accidentKind: 'singleVehicle', injuries: true });
    expect(needsHealthConsent(hurt)).toBe(false);
    expect(healthDataWithheld(hurt)).toBe(true);
    expect(caiMissing(hurt)).toEqual([]);
    const listed = caiData.parse({ ...hurt, injured: [{ surname: 'Verdi' }] });
    expect(needsHealthConsent(listed)).toBe(true);
    // Without the consent the list is not kept at all.
    expect(caiForKind(listed).injured).toBeUndefined();
    const consented = { ...listed, healthConsent: true };
    expect(healthDataWithheld(consented)).toBe(false);
    expect(caiMissing(consented)).toEqual(['injured.0.role']);
    const passenger = { ...consented, injured: [{ surname: 'Verdi', role: 'passenger' as const }] };
    expect(caiMissing(passenger)).toEqual(['injured.0.vehicle']);
    expect(caiMissing({ ...consented, injured: [] })).toContain('injured');
  });

  it('the days to inspect the vehicle are Italian working days, five at least at submission', () => {
    expect(isItalianWorkingDay('2026-12-07')).toBe(true);
    expect(isItalianWorkingDay('2026-12-08')).toBe(false); // Immacolata
    expect(isItalianWorkingDay('2026-12-05')).toBe(false); // Saturday
    expect(isItalianWorkingDay('2027-03-29')).toBe(false); // Easter Monday
    expect(isItalianWorkingDay('2027-10-04')).toBe(false); // St Francis, a holiday from 2026
    expect(isItalianWorkingDay('2026-02-30')).toBe(false);
    expect(workingDaysAfter('2026-12-04', 3)).toEqual(['2026-12-07', '2026-12-09', '2026-12-10']);
    const today = '2026-12-04';
    const five = workingDaysAfter(today, 5);
    expect(inspectionProblem({ days: five, from: '09:00', to: '18:00' }, true, today)).toBeUndefined();
    expect(inspectionProblem({ days: five.slice(0, 4) }, false, today)).toBeUndefined();
    expect(inspectionProblem({ days: five.slice(0, 4) }, true, today)).toBe('fewDays');
    expect(inspectionProblem({ days: ['2026-12-08'] }, false, today)).toBe('notWorkingDay');
    expect(inspectionProblem({ days: [five[0] as string, five[0] as string] }, false, today)).toBe(
      'notWorkingDay',
    );
    expect(inspectionProblem({ from: '18:00', to: '09:00' }, false, today)).toBe('hours');
    expect(inspectionProblem({ place: 'Officina' }, true, today)).toBeUndefined();
    const damage = damageData.parse({ kind: 'damage', inspection: { days: five.slice(0, 2) } });
    expect(claimReportMissing(damage)).toContain('inspection.days');
  });

  it('the days to inspect are after today: a draft keeps today until it is submitted', () => {
    // Friday 4 December 2026: the next working days are 7, 9 (8 is the Immacolata), 10, 11, 14.
    const today = '2026-12-04';
    const five = workingDaysAfter(today, 5);
    expect(inspectionProblem({ days: ['2026-12-03', ...five.slice(1)] }, false, today)).toBe('pastDay');
    expect(inspectionProblem({ days: ['2026-12-03', ...five.slice(1)] }, true, today)).toBe('pastDay');
    // Saved yesterday with today's day: still saved today, refused at submission.
    expect(inspectionProblem({ days: [today, ...five.slice(0, 4)] }, false, today)).toBeUndefined();
    expect(inspectionProblem({ days: [today, ...five.slice(0, 4)] }, true, today)).toBe('pastDay');
    expect(pastInspectionDays({ days: ['2026-12-02', today, five[0] as string] }, today, false)).toEqual([
      '2026-12-02',
    ]);
    expect(pastInspectionDays({ days: ['2026-12-02', today, five[0] as string] }, today, true)).toEqual([
      '2026-12-02',
      today,
    ]);
  });

  it('the inspection is required when the client claims damage to their own vehicle or goods (art. 148)', () => {
    const inspection = {
      place: 'Carrozzeria Verdi, Milano',
      days: workingDaysAfter('2026-12-04', 5),
      from: '09:00',
      to: '18:00',
    };
    const all = ['inspection.place', 'inspection.days', 'inspection.from', 'inspection.to'];
    const noDamage = caiData.parse(BASE);
    expect(caiMissing(noDamage).filter((path) => path.startsWith('inspection'))).toEqual([]);
    // Vehicle A's visible damage, whatever the kind of accident: where, five days, the hours.
    for (const accidentKind of ['singleVehicle', 'hitAndRun', 'twoVehicles'] as const) {
      const damaged = caiData.parse({
        ...BASE,
        accidentKind,
        vehicleA: { ...BASE.vehicleA, visibleDamage: 'Paraurti posteriore' },
      });
      expect(caiMissing(damaged).filter((path) => path.startsWith('inspection'))).toEqual(all);
      const four = { ...inspection, days: inspection.days.slice(0, 4) };
      expect(caiMissing({ ...damaged, inspection: four })).toContain('inspection.days');
      expect(caiMissing({ ...damaged, inspection }).filter((path) => path.startsWith('inspection'))).toEqual(
        [],
      );
    }
    // A damage report: water, fire or another damage; not a theft nor an injury.
    for (const coverage of ['water', 'fire', 'other'] as const) {
      const data = damageData.parse({ kind: 'damage', coverage });
      expect(claimReportMissing(data).filter((path) => path.startsWith('inspection'))).toEqual(all);
      expect(claimReportMissing({ ...data, inspection })).not.toContain('inspection.days');
    }
    for (const coverage of ['theft', 'injury'] as const) {
      const data = damageData.parse({ kind: 'damage', coverage });
      expect(claimReportMissing(data).filter((path) => path.startsWith('inspection'))).toEqual([]);
    }
  });

  it('tax codes given must be valid: a codice fiscale, or a policyholder company’s partita IVA', () => {
    expect(badTaxCode('RSSMRA85T10A562S')).toBe(false);
    expect(badTaxCode('rssmra85t10a562s')).toBe(false);
    expect(badTaxCode('RSSMRA85T10A562T')).toBe(true);
    expect(badTaxCode('')).toBe(false);
    expect(badTaxCode('01234567897')).toBe(true);
    expect(badTaxCode('01234567897', true)).toBe(false);
    const data = caiData.parse({
      ...BASE,
      vehicleA: { ...BASE.vehicleA, policyholder: { taxCode: '01234567897' }, driver: { taxCode: 'XX' } },
      vehicleB: { driver: { taxCode: 'RSSMRA85T10A562S' } },
      injured: [{ taxCode: 'BAD' }],
    });
    expect(caiBadTaxCodes(data)).toEqual(['vehicleA.driver.taxCode', 'injured.0.taxCode']);
  });
});
