import { describe, expect, it } from 'vitest';
import {
  codiceFiscaleMatches,
  e164Mobile,
  identityProblem,
  nameCode,
  sideChanges,
  surnameCode,
} from './claim-report-counterpart.js';
import { codiceFiscaleCheckCharacter } from './domain.js';

const withCheck = (first15: string) => first15 + codiceFiscaleCheckCharacter(first15);

describe('e164Mobile', () => {
  it('keeps Italian mobiles as the accounts are stored, and takes foreign ones with their prefix', () => {
    expect(e164Mobile('347 123 4567')).toBe('+393471234567');
    expect(e164Mobile('+39 347.123-4567')).toBe('+393471234567');
    expect(e164Mobile('0039 3471234567')).toBe('+393471234567');
    expect(e164Mobile('+44 7911 123456')).toBe('+447911123456');
    expect(e164Mobile('0049 (151) 2345 6789')).toBe('+4915123456789');
  });

  it('refuses what is no mobile: an Italian landline, too short or long, letters, no prefix abroad', () => {
    for (const bad of [
      '06 1234567',
      '+39 06 1234 5678',
      '+44 12',
      `+44${'1'.repeat(15)}`,
      'abc',
      '7911123456',
      '+0 1234 5678',
    ]) {
      expect(e164Mobile(bad), bad).toBeNull();
    }
  });
});

describe('the codice fiscale against name, surname and birth date', () => {
  it('codes surnames and names as the rules do', () => {
    expect(surnameCode('Rossi')).toBe('RSS');
    expect(surnameCode('Fo')).toBe('FOX');
    expect(surnameCode('De Luca')).toBe('DLC');
    expect(nameCode('Mario')).toBe('MRA');
    expect(nameCode('Gianfranco')).toBe('GFR');
    expect(nameCode('Niccolò')).toBe('NCL');
  });

  it('matches a man, a woman (day + 40) and a homonym (omocodia); not another person', () => {
    const mario = { name: 'Mario', surname: 'Rossi', birthDate: '1980-01-01' };
    expect(codiceFiscaleMatches(withCheck('RSSMRA80A01H501'), mario)).toBe(true);
    expect(codiceFiscaleMatches(withCheck('RSSMRA80A41H501'), mario)).toBe(true);
    expect(codiceFiscaleMatches(withCheck('RSSMRAU0A0MH501'), mario)).toBe(true);
    expect(codiceFiscaleMatches(withCheck('RSSMRA80A02H501'), mario)).toBe(false);
    expect(codiceFiscaleMatches(withCheck('RSSMRA81A01H501'), mario)).toBe(false);
    expect(codiceFiscaleMatches(withCheck('VRDMRA80A01H501'), mario)).toBe(false);
  });

  it('names the first field that is wrong, and the kind of wrong', () => {
    const ok = {
      name: 'Mario',
      surname: 'Rossi',
      birthDate: '1980-01-01',
      italian: true,
      taxCode: withCheck('RSSMRA80A01H501'),
      licenceNumber: 'MI1234567X',
    };
    const today = '2026-12-06';
    expect(identityProblem(ok, today)).toBeNull();
    expect(
      identityProblem(
        { ...ok, taxCode: `${ok.taxCode.slice(0, 15)}${ok.taxCode.endsWith('A') ? 'B' : 'A'}` },
        today,
      ),
    ).toEqual({ field: 'taxCode', kind: 'checkCharacter' });
    expect(identityProblem({ ...ok, name: 'Luigi' }, today)).toEqual({ field: 'taxCode', kind: 'mismatch' });
    expect(identityProblem({ ...ok, birthDate: '2026-01-01' }, today)).toEqual({
      field: 'birthDate',
      kind: 'format',
    });
    expect(identityProblem({ ...ok, italian: false, taxCode: '' }, today)).toBeNull();
    expect(identityProblem({ ...ok, licenceNumber: ' ' }, today)).toEqual({
      field: 'licenceNumber',
      kind: 'missing',
    });
  });
});

describe('sideChanges', () => {
  it('lists each field B changed with its label, before and after, and nothing when nothing changed', () => {
    const before = { vehicle: { plate: 'AB123CD' }, circumstances: [8], remarks: '' };
    expect(sideChanges(before, before)).toEqual([]);
    expect(sideChanges(before, { vehicle: { plate: 'AB123CE' }, circumstances: [9, 8] })).toEqual([
      { path: 'vehicle.plate', label: 'Veicolo: Targa', before: 'AB123CD', after: 'AB123CE' },
      { path: 'circumstances', label: 'Circostanze', before: '8', after: '8, 9' },
    ]);
  });
});
