import { describe, expect, it } from 'vitest';
import { art148Missing, beforeSigningText } from './BeforeSigning';

describe('what art. 148 still lacks, shown before signing', () => {
  it('names the inspection days and the tax codes until they are given', () => {
    expect(art148Missing({ kind: 'motor' })).toEqual([
      beforeSigningText.inspection,
      beforeSigningText.taxCodes,
    ]);
    const days = ['2026-12-07', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14'];
    expect(
      art148Missing({
        kind: 'motor',
        inspection: { days },
        vehicleA: { policyholder: { taxCode: 'RSSMRA85T10A562S' }, driver: { taxCode: 'RSSMRA85T10A562S' } },
      }),
    ).toEqual([]);
    expect(art148Missing({ kind: 'damage', inspection: { days: days.slice(0, 4) } })).toEqual([
      beforeSigningText.inspection,
    ]);
  });
});
