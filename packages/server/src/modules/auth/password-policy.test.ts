import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';

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
