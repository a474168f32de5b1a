// The policy's own rules, without a database (mutation testing runs this file: scripts/mutation.mjs); the
// API test beside it checks that every way to set a password applies them.
import { describe, expect, it } from 'vitest';
import { isAcceptablePassword } from './password-policy.js';

const mario = ['10000001', 'mario.rossi@example.it', 'Mario', 'Rossi', 'RSSMRA80A01H501U'];

describe('the password policy', () => {
  it.each(['Password1', 'Qwerty123', 'Ciao1234', 'Juventus1', 'Benvenuto2026'])(
    'refuses %s, one of the passwords everybody tries',
    (password) => {
      expect(isAcceptablePassword(password, mario)).toBe(false);
    },
  );

  it.each([
    ['the user ID', 'Codice10000001x'],
    ['the name', 'MarioSuperbo2026!'],
    ['the surname, in any case', 'iLoveROSSI2026!'],
    ['the e-mail', 'Mario.Rossi@example.it1'],
    ['a piece of the e-mail', 'Example-Verde-2026'],
  ])('refuses a password with %s in it', (_what, password) => {
    expect(isAcceptablePassword(password, mario)).toBe(false);
  });

  it.each(['Prova2026!', 'NuovaPassword2026', 'Il cane corre sul prato verde 7', 'Girasole-Blu-26'])(
    'welcomes %s, and long passphrases',
    (password) => {
      expect(isAcceptablePassword(password, mario)).toBe(true);
    },
  );

  it('still asks the rule of SPEC §5: 8 characters, a lowercase, an uppercase and a digit', () => {
    expect(isAcceptablePassword('girasole-blu-ventisei', mario)).toBe(false);
    expect(isAcceptablePassword('Gb-26!x', mario)).toBe(false);
  });
});

describe('the strength it asks', () => {
  const nobody: string[] = [];

  it('welcomes a password of score 2, the least it takes, and refuses one of score 1', () => {
    expect(isAcceptablePassword('Girasole2026', nobody)).toBe(true);
    expect(isAcceptablePassword('Estate2026', nobody)).toBe(false);
  });

  it('knows Italian words', () => {
    expect(isAcceptablePassword('Scuola2026', nobody)).toBe(false);
  });

  it("refuses the user's data however it is written, and only theirs", () => {
    // Name and surname in digits for letters: zxcvbn is told the user's data.
    expect(isAcceptablePassword('M4r10R0ss1', mario)).toBe(false);
    expect(isAcceptablePassword('M4r10R0ss1', [])).toBe(true);
    expect(
      isAcceptablePassword('M4r10R0ss1', ['10000002', 'anna.bianchi@example.it', 'Anna', 'Bianchi']),
    ).toBe(true);
  });
});

describe("the user's own data", () => {
  /** Refused for the user's data in it: welcomed from someone else. */
  const refusedFor = (password: string, personal: (string | null)[]) => {
    expect(isAcceptablePassword(password, []), password).toBe(true);
    return isAcceptablePassword(password, personal);
  };

  it('counts a part of three letters, not shorter ones', () => {
    expect(refusedFor('Ugolino-Verde-26', ['Ugo', 'Al'])).toBe(false);
    expect(isAcceptablePassword('Altalena-Verde-26', ['Ugo', 'Al'])).toBe(true);
  });

  it('counts a number of six digits, not a short one', () => {
    expect(refusedFor('Girasole-010180', ['m.rossi.010180@example.it'])).toBe(false);
    expect(isAcceptablePassword('Girasole-042-Blu', ['Prova 042'])).toBe(true);
  });

  it('splits names and e-mails at every separator', () => {
    const anna = ['anna_maria+verde@example.it', 'Gian Carlo'];
    for (const password of [
      'Maria-Girasole-26',
      'Verde-Girasole-26',
      'Carlo-Girasole-26',
      'Example-Girasole-26',
    ]) {
      expect(refusedFor(password, anna), password).toBe(false);
    }
  });

  it('counts a short name whole, though its parts are too short to count', () => {
    expect(refusedFor('Girasole bo li 26', ['Bo Li'])).toBe(false);
  });

  it('skips data the user has not given', () => {
    expect(isAcceptablePassword('Girasole-Blu-26', [null, undefined, ''])).toBe(true);
  });
});
