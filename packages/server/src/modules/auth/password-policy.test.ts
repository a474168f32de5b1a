import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';
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

const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });

describe('every way to set a password applies it', () => {
  it('at a password change (CHANGEPASSWORD_002)', async () => {
    const token = await t.login('10000003');
    for (const password of ['Qwerty123', 'Verdi-Luca-2026', 'Code10000003!']) {
      const reply = await t.post(ApiPath.changePassword, { currentPassword: DEMO_PASSWORD, password }, token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual(ko(ErrorCode.CHANGEPASSWORD_RULES));
    }
  });

  it('at registration (ONBOARDING_013), also for the name of the client it matches', async () => {
    const { registrationBody } = await import('../../test/registration.js');
    const common = await t.post(ApiPath.createUser, registrationBody({ password: 'Password1' }));
    expect(common.json()).toEqual(ko(ErrorCode.ONBOARDING_PASSWORD));
    const named = await t.post(ApiPath.createUser, registrationBody({ password: 'AnnaBellissima2026!' }));
    expect(named.json()).toEqual(ko(ErrorCode.ONBOARDING_PASSWORD));
  });
});
