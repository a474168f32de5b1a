import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });
const loginAs = (loginId: string, password = DEMO_PASSWORD) =>
  t.post(ApiPath.login, { loginId, password, applicationId: DEFAULT_APPLICATION_ID });

describe("the staff's acts on accounts, each in the audit log", () => {
  it('disables a user: their sessions end at once and they cannot log in; enabling lets them in anew', async () => {
    const admin = await t.login('90000001');
    const luca = await t.login('10000003');
    expect((await t.post(ApiPath.disableUser, { userCode: '10000003' }, admin)).json()).toEqual({
      status: 'OK',
      result: true,
    });
    expect((await t.post(ApiPath.getDossierList, {}, luca)).json()).toEqual(ko(ErrorCode.USER_DISABLED));
    expect((await loginAs('10000003')).json()).toEqual(ko(ErrorCode.USER_DISABLED));

    await t.post(ApiPath.enableUser, { userCode: '10000003' }, admin);
    expect((await loginAs('10000003')).statusCode).toBe(200);
    // The session open when Luca was disabled stays ended.
    expect((await t.post(ApiPath.getDossierList, {}, luca)).json()).toEqual(ko(ErrorCode.TOKEN));

    const { entries } = (await t.post(ApiPath.getAuditLog, {}, admin)).json();
    expect(entries.slice(0, 2)).toMatchObject([
      { actor: '90000001', action: 'user.enable', target: '10000003' },
      { actor: '90000001', action: 'user.disable', target: '10000003' },
    ]);
  });

  it('unlocks an account its owner locked with wrong passwords, from every address', async () => {
    const admin = await t.login('90000001');
    for (let attempt = 0; attempt < 5; attempt++) await loginAs('10000001', 'Sbagliata-2026!');
    expect((await loginAs('10000001')).json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.LOGIN_LOCKED, retryAfterMinutes: 15 },
    });
    await t.post(ApiPath.unlockUser, { userCode: '10000001' }, admin);
    expect((await loginAs('10000001')).statusCode).toBe(200);
    expect((await t.post(ApiPath.getAuditLog, {}, admin)).json().entries[0]).toMatchObject({
      action: 'user.unlock',
      target: '10000001',
    });
  });

  it('answers an unknown user with NOTFOUND_001 and records nothing; only a Superuser may act', async () => {
    const admin = await t.login('90000001');
    const before = (await t.post(ApiPath.getAuditLog, {}, admin)).json().entries.length;
    expect((await t.post(ApiPath.disableUser, { userCode: '19999999' }, admin)).json()).toEqual(
      ko(ErrorCode.NOT_FOUND),
    );
    expect((await t.post(ApiPath.getAuditLog, {}, admin)).json().entries).toHaveLength(before);
    const mario = await t.login('10000001');
    for (const path of [ApiPath.disableUser, ApiPath.enableUser, ApiPath.unlockUser]) {
      expect((await t.post(path, { userCode: '10000003' }, mario)).json()).toEqual(ko(ErrorCode.FORBIDDEN));
    }
    expect((await t.post(ApiPath.getAuditLog, {}, mario)).json()).toEqual(ko(ErrorCode.FORBIDDEN));
    expect((await t.post(ApiPath.disableUser, { userCode: 'abc' }, admin)).json()).toEqual(
      ko(ErrorCode.VALIDATION),
    );
  });
});
