// The policy's own rules, without a database (mutation testing runs this file: scripts/mutation.mjs); the
// API test beside it checks that every way to set a password applies them and says which rule failed.
import { ErrorCode, PasswordRefusal } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import {
  assertAcceptablePassword,
  assertPasswordRule,
  birthDateForms,
  DEMO_PASSWORD,
  isAcceptablePassword,
  isBreached,
  isItalianContext,
  passwordRefusal,
  stemsOf,
} from './password-policy.js';

/** Mario Rossi, born in Milano on 1 January 1980 (his tax code says so). */
const mario = ['10000001', 'mario.rossi@example.it', 'Mario', 'Rossi', 'RSSMRA80A01H501U', 'Milano'];
const nobody: string[] = [];

describe('the breached passwords', () => {
  it.each(['Juventus2026!', 'Roma2026!!', 'Prova2026!', 'Ciao1234!', 'Password1', 'Qwerty123'])(
    'know %s, by itself or without its ending digits and symbols',
    (password) => {
      expect(isBreached(password)).toBe(true);
    },
  );

  it('know a word however it is written: case, leading digits, digits for letters', () => {
    expect(isBreached('JUVENTUS')).toBe(true);
    expect(isBreached('!!Roma2026')).toBe(true);
    expect(isBreached('Juv3ntus2026!')).toBe(true);
    expect(isBreached('P4$$w0rd')).toBe(true);
  });

  it('know a password listed whole, in any case, though its letters alone are not listed', () => {
    // `1qaz2wsx` is listed; its stem `qaz2wsx` is not.
    expect(stemsOf('1QAZ2WSX')).toEqual(['qaz2wsx']);
    expect(isBreached('qaz2wsx')).toBe(false);
    expect(isBreached('1QAZ2WSX')).toBe(true);
  });

  it.each([
    ['4 for a', 'Ci4o2026!', 'ci4o', 'ciao'],
    ['5 for s', 'E5tate2026', 'e5tate', 'estate'],
    ['7 for t', 'Juven7us2026!', 'juven7us', 'juventus'],
    ['@ for a', 'Ci@o2026', 'ci@o', 'ciao'],
    ['$ for s', 'E$tate2026', 'e$tate', 'estate'],
  ])('read %s: %s is the breached %s', (_what, password, written, word) => {
    expect(stemsOf(password)).toEqual([written, word]);
    expect(isBreached(password)).toBe(true);
  });

  it('do not know a long passphrase, nor a word nobody uses', () => {
    expect(isBreached('Il cane corre sul prato verde 7')).toBe(false);
    expect(isBreached('Ornitorinco-Quadrato-26')).toBe(false);
    expect(isBreached('Lampione2026')).toBe(false);
  });

  it('ignore a stem too short to mean anything', () => {
    expect(stemsOf('Abc12345678!')).toEqual([]);
    expect(stemsOf('Ciao1234!')).toEqual(['ciao']);
    expect(stemsOf('2026Lamp3!')).toEqual(['lamp']);
    expect(stemsOf('J4v4!')).toEqual([]);
    expect(stemsOf('Juv3ntus2026!')).toEqual(['juv3ntus', 'juventus']);
  });
});

describe('the Italian context', () => {
  it.each([
    ['a club', 'Juventus2026!'],
    ["a club's nickname and a framing word", 'ForzaJuve2026!'],
    ['two first names', 'Marco&Giulia2026'],
    ['two cities', 'Bergamo-Lecco-88'],
    ['a name with "ti amo"', 'TiAmoGiulia2026!'],
    ['a city with an accent and an apostrophe', "Sant'Angelo d'Alife 1"],
    ['a club with digits for letters', 'Nap0li-2026'],
    ['two first names a digit apart', 'Marco8Giulia'],
  ])('knows %s (%s)', (_what, password) => {
    expect(isItalianContext(password)).toBe(true);
  });

  it('leaves three words or more, and other words, to the estimator', () => {
    expect(isItalianContext('Torino Bari Napoli 1')).toBe(false);
    expect(isItalianContext('Lampione-Tetto-9')).toBe(false);
    expect(isItalianContext('Forza2026!')).toBe(false);
    expect(isItalianContext('123456789')).toBe(false);
  });
});

describe('which rule refuses a password', () => {
  it('the rule of SPEC §5 first: 8 characters, a lowercase, an uppercase and a digit', () => {
    expect(passwordRefusal('lampione-blu-ventisei', mario)).toBe(PasswordRefusal.RULE);
    expect(passwordRefusal('LAMPIONE-BLU-26', mario)).toBe(PasswordRefusal.RULE);
    expect(passwordRefusal('Lampione-Blu', mario)).toBe(PasswordRefusal.RULE);
    expect(passwordRefusal('Lb-26!x', mario)).toBe(PasswordRefusal.RULE);
  });

  it('the demo password, printed in the README, in any case', () => {
    expect(DEMO_PASSWORD).toBe('Prova2026!');
    expect(passwordRefusal('Prova2026!', nobody)).toBe(PasswordRefusal.DEMO);
    expect(passwordRefusal('pROVA2026!', nobody)).toBe(PasswordRefusal.DEMO);
  });

  it.each([
    ['the user ID', 'Codice10000001x'],
    ['the name', 'MarioSuperbo2026!'],
    ['the surname, in any case', 'iLoveROSSI2026!'],
    ['the e-mail', 'Mario.Rossi@example.it1'],
    ['a piece of the e-mail', 'Example-Verde-2026'],
    ['the tax code', 'x-RSSMRA80A01H501U'],
    ['the birth city', 'Milano2026!'],
    ['the birth date, day first', 'Lampione01011980'],
    ['the birth date, short', 'Lampione-010180'],
    ['the birth date, year first', 'Lampione19800101'],
  ])("the user's own data: %s", (_what, password) => {
    expect(passwordRefusal(password, mario)).toBe(PasswordRefusal.PERSONAL);
  });

  it.each(['Juventus2026!', 'Roma2026!!', 'Ciao1234!', 'Password1', 'Estate2026', 'Pianoforte2026!'])(
    'the breached passwords: %s',
    (password) => {
      expect(passwordRefusal(password, nobody)).toBe(PasswordRefusal.BREACHED);
    },
  );

  it('the Italian context', () => {
    expect(passwordRefusal('ForzaJuve2026!', nobody)).toBe(PasswordRefusal.ITALIAN);
    expect(passwordRefusal('Marco&Giulia2026', nobody)).toBe(PasswordRefusal.ITALIAN);
  });

  it('the strength: a score of 3 is welcomed, 2 refused', () => {
    expect(passwordRefusal('Lampione2026', nobody)).toBeNull(); // score 3
    expect(passwordRefusal('Tramonto88!', nobody)).toBe(PasswordRefusal.WEAK); // score 2
    expect(passwordRefusal('Scuola2026', nobody)).toBe(PasswordRefusal.WEAK); // score 1, an Italian word
  });

  it.each(['Il cane corre sul prato verde 7', 'Ornitorinco-Quadrato-26', 'Lampione Verde Sul Tetto 9'])(
    'welcomes %s: long passphrases pass on their length',
    (password) => {
      expect(passwordRefusal(password, mario)).toBeNull();
      expect(isAcceptablePassword(password, mario)).toBe(true);
    },
  );

  it('refuses, as isAcceptablePassword, what it has a reason to refuse', () => {
    expect(isAcceptablePassword('Juventus2026!', nobody)).toBe(false);
    expect(isAcceptablePassword('Lampione-Blu', nobody)).toBe(false);
  });

  it('says the first rule broken', () => {
    // The demo password is also breached; Milano is Mario's city and a comune.
    expect(passwordRefusal('Prova2026!', mario)).toBe(PasswordRefusal.DEMO);
    expect(passwordRefusal('Milano2026!', nobody)).toBe(PasswordRefusal.BREACHED);
    expect(passwordRefusal('Marco&Giulia2026', ['Giulia'])).toBe(PasswordRefusal.PERSONAL);
  });
});

describe("the user's own data", () => {
  /** Refused for the user's data in it: welcomed from someone else. */
  const refusalFor = (password: string, personal: (string | null)[]) => {
    expect(passwordRefusal(password, []), password).toBeNull();
    return passwordRefusal(password, personal);
  };

  it("refuses it however it is written, and only the user's", () => {
    // Name and surname in digits for letters.
    expect(refusalFor('M4r10R0ss1-Lampione', mario)).toBe(PasswordRefusal.PERSONAL);
    expect(
      passwordRefusal('M4r10R0ss1-Lampione', ['10000002', 'anna.bianchi@example.it', 'Anna', 'Bianchi']),
    ).toBeNull();
  });

  it('counts a part of three letters, not shorter ones', () => {
    expect(refusalFor('Ugolampione-Verde-26', ['Ugo', 'Al'])).toBe(PasswordRefusal.PERSONAL);
    expect(passwordRefusal('Altalampione-Verde-26', ['Ugo', 'Al'])).toBeNull();
  });

  it('counts a number of six digits, not a short one', () => {
    expect(refusalFor('Lampione-737373', ['m.rossi.737373@example.it'])).toBe(PasswordRefusal.PERSONAL);
    expect(passwordRefusal('Lampione-042-Blu', ['Prova 042'])).toBeNull();
  });

  it('splits names and e-mails at every separator', () => {
    const anna = ['anna_quadrato+tetto@example.it', 'Gian Ornitorinco', "D'Lampadina"];
    for (const password of [
      'Quadrato-Girandola-26',
      'Tetto-Girandola-26',
      'Ornitorinco-Girandola-26',
      'Example-Girandola-26',
      'Lampadina-Girandola-26',
    ]) {
      expect(refusalFor(password, anna), password).toBe(PasswordRefusal.PERSONAL);
    }
  });

  it('compares names without accents, spaces and apostrophes', () => {
    expect(refusalFor('Santangelolampo-Blu-9', ["Sant'Angelo Lampo"])).toBe(PasswordRefusal.PERSONAL);
    expect(refusalFor('Nicolò-Quadrato-9', ['Nicolo'])).toBe(PasswordRefusal.PERSONAL);
  });

  it('counts a short name whole, though its parts are too short to count', () => {
    expect(refusalFor('Lampione bo li 26', ['Bo Li'])).toBe(PasswordRefusal.PERSONAL);
  });

  it('skips data the user has not given', () => {
    expect(passwordRefusal('Lampione-Blu-26', [null, undefined, ''])).toBeNull();
  });
});

describe('the birth date in a tax code', () => {
  it('reads day, month and year, for men and women, in the forms people write', () => {
    expect(birthDateForms('RSSMRA80A01H501U')).toEqual([
      '01011980',
      '19800101',
      '01012080',
      '20800101',
      '010180',
      '800101',
    ]);
    // A woman born on 25 December 1975: the day plus 40.
    expect(birthDateForms('bncnna75t65f205x')).toContain('25121975');
    expect(birthDateForms('BNCNNA75S45F205X')).toContain('05111975');
  });

  it('finds none in a partita IVA or a code that is not one', () => {
    expect(birthDateForms('01114601006')).toEqual([]);
    expect(birthDateForms('RSSMRA80Z01H501U')).toEqual([]);
    expect(birthDateForms('xRSSMRA80A01H501U')).toEqual([]);
    expect(birthDateForms('RSSMRA80A01H501Ux')).toEqual([]);
  });
});

describe('the refusal the services throw', () => {
  const thrown = (act: () => void) => {
    try {
      act();
    } catch (error) {
      return error instanceof AppError ? { code: error.code, detail: error.details?.detail } : error;
    }
    return null;
  };

  it("carries the act's code and the rule", () => {
    expect(thrown(() => assertAcceptablePassword('Juventus2026!', [], ErrorCode.RECOVERY_RULES))).toEqual({
      code: ErrorCode.RECOVERY_RULES,
      detail: PasswordRefusal.BREACHED,
    });
    expect(
      thrown(() => assertAcceptablePassword('Lampione-Blu-26', [], ErrorCode.RECOVERY_RULES)),
    ).toBeNull();
    expect(thrown(() => assertPasswordRule('lampione', ErrorCode.ONBOARDING_PASSWORD))).toEqual({
      code: ErrorCode.ONBOARDING_PASSWORD,
      detail: PasswordRefusal.RULE,
    });
    expect(thrown(() => assertPasswordRule('Juventus2026!', ErrorCode.ONBOARDING_PASSWORD))).toBeNull();
  });
});
