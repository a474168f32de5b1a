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
