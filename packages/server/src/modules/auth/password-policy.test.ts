import { ApiPath, ErrorCode, PasswordRefusal } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const ko = (code: string, detail: PasswordRefusal) => ({ status: 'KO', error: { code, detail } });

describe('every way to set a password applies it, and says which rule failed', () => {
  it('at a password change (CHANGEPASSWORD_002): Luca Verdi, born in Milano, user 10000003', async () => {
    const token = await t.login('10000003');
    for (const [password, detail] of [
      ['Juventus2026!', PasswordRefusal.BREACHED],
      ['Roma2026!!', PasswordRefusal.BREACHED],
      ['Ciao1234!', PasswordRefusal.BREACHED],
      ['Qwerty123', PasswordRefusal.BREACHED],
      [DEMO_PASSWORD, PasswordRefusal.DEMO],
      ['Milano2026!', PasswordRefusal.PERSONAL],
      ['Verdi-Luca-2026', PasswordRefusal.PERSONAL],
      ['Code10000003!', PasswordRefusal.PERSONAL],
      ['Lampione-12081985', PasswordRefusal.PERSONAL],
      ['Bergamo-Lecco-88', PasswordRefusal.ITALIAN],
      ['Tramonto88!', PasswordRefusal.WEAK],
      ['lampione-tetto', PasswordRefusal.RULE],
    ] as const) {
      const reply = await t.post(ApiPath.changePassword, { currentPassword: DEMO_PASSWORD, password }, token);
      expect(reply.statusCode, password).toBe(400);
      expect(reply.json(), password).toEqual(ko(ErrorCode.CHANGEPASSWORD_RULES, detail));
    }
    const passphrase = 'Il cane corre sul prato verde 7';
    const accepted = await t.post(
      ApiPath.changePassword,
      { currentPassword: DEMO_PASSWORD, password: passphrase },
      token,
    );
    expect(accepted.json()).toEqual({ status: 'OK', oneTimePassword: false });
    const same = await t.post(
      ApiPath.changePassword,
      { currentPassword: passphrase, password: passphrase },
      token,
    );
    expect(same.json()).toEqual(ko(ErrorCode.CHANGEPASSWORD_RULES, PasswordRefusal.SAME));
  });

  it('at registration (ONBOARDING_013), also for the name and birth city of the client it matches', async () => {
    const { registrationBody } = await import('../../test/registration.js');
    for (const [password, detail] of [
      ['Password1', PasswordRefusal.BREACHED],
      ['AnnaBellissima2026!', PasswordRefusal.PERSONAL],
      [DEMO_PASSWORD, PasswordRefusal.DEMO],
      ['registrata', PasswordRefusal.RULE],
    ] as const) {
      const reply = await t.post(ApiPath.createUser, registrationBody({ password }));
      expect(reply.json(), password).toEqual(ko(ErrorCode.ONBOARDING_PASSWORD, detail));
    }
  });
});
