// A Superuser ends a client's sessions, or resets the second factor of a client who lost the phone with
// the recovery codes (docs/operations.md): the act takes effect at once, the owner is told, the log keeps it.
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { messagesTo } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { oathtool } from '../../test/second-factor.js';

const t = useTestApp();
const LUCA = { userCode: '10000003', email: 'luca.verdi@example.it' };
const passwordLogin = () =>
  t.post(ApiPath.login, {
    loginId: LUCA.userCode,
    password: DEMO_PASSWORD,
    applicationId: DEFAULT_APPLICATION_ID,
  });
const lastAct = async (admin: string) => (await t.post(ApiPath.getAuditLog, {}, admin)).json().entries[0];

describe("a Superuser's acts on a client's access", () => {
  it('ends every session of the account at once; the account stays enabled; the owner is told', async () => {
    const admin = await t.login('90000001');
    const phone = await t.login(LUCA.userCode);
    const laptop = await t.login(LUCA.userCode);
    const reply = await t.post(ApiPath.endUserSessions, { userCode: LUCA.userCode }, admin);
    expect(reply.json()).toEqual({ status: 'OK', result: true });
    for (const token of [phone, laptop]) {
      expect((await t.post(ApiPath.getUserStatus, {}, token)).json()).toMatchObject({
        error: { code: ErrorCode.TOKEN },
      });
    }
    expect(await t.login(LUCA.userCode)).toBeTruthy();
    const [notice] = await messagesTo(t, LUCA.email);
    expect(notice?.subject).toBe('Area Clienti: i tuoi accessi sono stati chiusi');
    expect(await lastAct(admin)).toMatchObject({
      actor: '90000001',
      action: 'user.end-sessions',
      target: LUCA.userCode,
    });
  });

  it('resets the authenticator app of a client who lost it: the login no longer asks for it, nor do the old codes work', async () => {
    const admin = await t.login('90000001');
    const token = await t.login(LUCA.userCode);
    const secret = (await t.post(ApiPath.startSecondFactorSetup, {}, token)).json().secret as string;
    const confirmed = await t.post(
      ApiPath.confirmSecondFactorSetup,
      { code: oathtool(secret, t.clock.now()) },
      token,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await passwordLogin()).json().secondFactor).toBe('verify');

    const reply = await t.post(ApiPath.resetSecondFactor, { userCode: LUCA.userCode }, admin);
    expect(reply.json()).toEqual({ status: 'OK', result: true });
    expect((await t.post(ApiPath.getUserStatus, {}, token)).statusCode).toBe(401);
    const login = await passwordLogin();
    expect(login.statusCode).toBe(200);
    expect(login.json().secondFactor).toBeUndefined();
    const state = await t.post(ApiPath.getSecondFactor, {}, login.json().token);
    expect(state.json()).toMatchObject({ enabled: false });
    const [notice] = await messagesTo(t, LUCA.email);
    expect(notice?.subject).toBe('Area Clienti: verifica in due passaggi azzerata dalla tua agenzia');
    expect(await lastAct(admin)).toMatchObject({ action: 'user.second-factor-reset', target: LUCA.userCode });
  });

  it('answers an unknown account NOTFOUND_001 and a Staff member FORBIDDEN_001, changing nothing', async () => {
    const admin = await t.login('90000001');
    for (const path of [ApiPath.endUserSessions, ApiPath.resetSecondFactor]) {
      const unknown = await t.post(path, { userCode: '19999999' }, admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe(ErrorCode.NOT_FOUND);
      const client = await t.post(path, { userCode: LUCA.userCode }, await t.login('10000001'));
      expect(client.statusCode).toBe(403);
      const bad = await t.post(path, { userCode: 'tutti' }, admin);
      expect(bad.statusCode).toBe(400);
    }
  });
});
