import { describe, expect, it } from 'vitest';
import { art148Missing, beforeSigningText } from './BeforeSigning';

const DAYS = ['2026-12-07', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14'];

describe('what art. 148 still lacks, shown before signing', () => {
  it('names the inspection days, and the tax code of a driver who is not the policyholder', () => {
    expect(art148Missing({ kind: 'motor' })).toEqual([beforeSigningText.inspection]);
    const vehicleA = { policyholder: { surname: 'Rossi' }, driver: { surname: 'Neri' } };
    expect(art148Missing({ kind: 'motor', vehicleA })).toEqual([
      beforeSigningText.inspection,
      beforeSigningText.taxCodes,
    ]);
    const driver = { surname: 'Neri', taxCode: 'RSSMRA85T10A562S' };
    expect(
      art148Missing({ kind: 'motor', inspection: { days: DAYS }, vehicleA: { ...vehicleA, driver } }),
    ).toEqual([]);
    expect(art148Missing({ kind: 'damage', inspection: { days: DAYS.slice(0, 4) } })).toEqual([
      beforeSigningText.inspection,
    ]);
  });
});
