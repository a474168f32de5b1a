import { ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { checkClientAddress, checkItalianAddress } from './check.js';
import { comuni } from './comuni.js';
import { suggestComuni } from './suggest.js';

const check = (cap: string, comune: string, provincia: string) =>
  checkItalianAddress({ cap, comune, provincia });

describe('checkItalianAddress', () => {
  it('takes a CAP of Rome in Rome', () => {
    expect(check('00118', 'Roma', 'RM')).toEqual({ ok: true, cap: '00118', comune: 'Roma', provincia: 'RM' });
    expect(check(' 00199 ', 'roma', 'rm')).toEqual({
      ok: true,
      cap: '00199',
      comune: 'Roma',
      provincia: 'RM',
    });
  });

  it("refuses a CAP of Milan in Rome, and a CAP just past Rome's", () => {
    expect(check('20121', 'Roma', 'RM')).toEqual({ ok: false, code: ErrorCode.ADDRESS_CAP_MISMATCH });
    expect(check('00200', 'Roma', 'RM')).toEqual({ ok: false, code: ErrorCode.ADDRESS_CAP_MISMATCH });
  });

  it("refuses a province that is not the comune's", () => {
    expect(check('20121', 'Milano', 'RM')).toEqual({ ok: false, code: ErrorCode.ADDRESS_PROVINCE_MISMATCH });
    expect(check('20121', 'Milano', 'MI')).toMatchObject({ ok: true, comune: 'Milano' });
  });

  it('matches a name without its accents, case or apostrophes and answers its official spelling', () => {
    for (const typed of ['Forlì', 'forli', "FORLI'", 'Forlí']) {
      expect(check('47121', typed, 'FC')).toEqual({
        ok: true,
        cap: '47121',
        comune: 'Forlì',
        provincia: 'FC',
      });
    }
    for (const typed of [
      "Sant'Agata de' Goti",
      'Sant’Agata de’ Goti',
      'Sant Agata de Goti',
      'santagata de goti',
    ]) {
      expect(check('82019', typed, 'BN')).toMatchObject({ ok: true, comune: "Sant'Agata de' Goti" });
    }
    expect(check('39100', 'Bozen', 'BZ')).toMatchObject({ ok: true, comune: 'Bolzano' });
  });

  it('knows the comuni merged in recent years, and their old names', () => {
    expect(check('32031', 'Setteville', 'BL')).toMatchObject({ ok: true, comune: 'Setteville' });
    expect(check('32038', 'Setteville', 'BL')).toMatchObject({ ok: true, comune: 'Setteville' });
    expect(check('32031', 'Alano di Piave', 'BL')).toMatchObject({ ok: true, comune: 'Setteville' });
    expect(check('22027', 'Uggiate con Ronago', 'CO')).toMatchObject({ ok: true });
    expect(check('36020', 'Castegnero Nanto', 'VI')).toMatchObject({ ok: true, comune: 'Castegnero Nanto' });
    // Moved to the province of Rimini in 2021.
    expect(check('61014', 'Montecopiolo', 'RN')).toMatchObject({ ok: true });
    expect(check('61014', 'Montecopiolo', 'PU')).toEqual({
      ok: false,
      code: ErrorCode.ADDRESS_PROVINCE_MISMATCH,
    });
  });

  it('tells two comuni of one name apart by their province', () => {
    expect(check('24063', 'Castro', 'BG')).toMatchObject({ ok: true, provincia: 'BG' });
    expect(check('73030', 'Castro', 'LE')).toMatchObject({ ok: true, provincia: 'LE' });
    expect(check('73030', 'Castro', 'BG')).toEqual({ ok: false, code: ErrorCode.ADDRESS_CAP_MISMATCH });
  });

  it('refuses a CAP that is not 5 digits before anything else', () => {
    for (const cap of ['0118', '001180', '00l18', '', 'RM001']) {
      expect(check(cap, 'Nowhere', 'XX')).toEqual({ ok: false, code: ErrorCode.ADDRESS_CAP_FORMAT });
    }
  });

  it('refuses a comune not in the list', () => {
    expect(check('00118', 'Roma Capitale', 'RM')).toEqual({
      ok: false,
      code: ErrorCode.ADDRESS_COMUNE_UNKNOWN,
    });
    expect(check('32031', 'Quero', 'BL')).toEqual({ ok: false, code: ErrorCode.ADDRESS_COMUNE_UNKNOWN });
  });

  it("takes any Sardinian province's letters for a Sardinian comune", () => {
    expect(check('07026', 'Olbia', 'OT')).toEqual({
      ok: true,
      cap: '07026',
      comune: 'Olbia',
      provincia: 'OT',
    });
    expect(check('07026', 'Olbia', 'SS')).toMatchObject({ ok: true });
    expect(check('07026', 'Olbia', 'RM')).toEqual({ ok: false, code: ErrorCode.ADDRESS_PROVINCE_MISMATCH });
  });
});

describe('checkClientAddress', () => {
  const address = { country: 'IT', indirizzo: 'Via Roma 1', cap: '47122', comune: 'forli', provincia: 'fc' };

  it('keeps an Italian address with the official spelling, and throws the code of a wrong one', () => {
    expect(checkClientAddress(address)).toEqual({ ...address, comune: 'Forlì', provincia: 'FC' });
    expect(() => checkClientAddress({ ...address, cap: '00118' })).toThrow(
      expect.objectContaining({ code: ErrorCode.ADDRESS_CAP_MISMATCH }),
    );
  });

  it('takes a foreign address as written', () => {
    const foreign = {
      country: 'GB',
      indirizzo: '10 Downing Street',
      cap: 'sw1a 2aa',
      comune: 'London',
      provincia: '',
    };
    expect(checkClientAddress(foreign)).toEqual({ ...foreign, cap: 'SW1A 2AA' });
  });
});

describe('the list and its suggestions', () => {
  it('holds every comune of ISTAT with its CAPs', () => {
    const { all, byCap } = comuni();
    expect(all.length).toBe(7894);
    expect(all.every((comune) => comune.caps.length > 0 && /^[A-Z]{2}$/.test(comune.provincia))).toBe(true);
    expect(byCap.get('00118')?.map((comune) => comune.name)).toEqual(['Roma']);
  });

  it('suggests by a CAP or by the first letters of a name, at most 10, alphabetically', () => {
    expect(suggestComuni('47121')).toEqual([{ comune: 'Forlì', provincia: 'FC', cap: ['47121', '47122'] }]);
    expect(suggestComuni('forl').map((s) => s.comune)).toEqual(['Forlì', 'Forlì del Sannio', 'Forlimpopoli']);
    expect(suggestComuni('san')).toHaveLength(10);
    expect(suggestComuni('bozen').map((s) => s.comune)).toEqual(['Bolzano']);
    expect(suggestComuni('zzzz')).toEqual([]);
    expect(suggestComuni("'-")).toEqual([]);
  });
});
