import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { messagesTo, restoreDemoPassword } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const change = (token: string | undefined, currentPassword: string, password: string, userid?: string) =>
  t.post(ApiPath.changePassword, { userid, currentPassword, password }, token);

describe('POST /v1/auth/changepassword', () => {
  it("sets the new password, ends the user's other sessions and keeps the caller's", async () => {
    const caller = await t.login('10000003');
    const other = await t.login('10000003');
    const reply = await change(caller, DEMO_PASSWORD, 'NuovaPassword2026', '10000003');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'OK', oneTimePassword: false });
    expect((await t.post(ApiPath.getUserStatus, {}, caller)).statusCode).toBe(200);
    const ended = await t.post(ApiPath.getUserStatus, {}, other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe(ErrorCode.TOKEN);
    await expect(t.login('10000003')).rejects.toThrow();
    expect(await t.login('10000003', 'NuovaPassword2026')).toBeTruthy();
    // The owner hears of it by e-mail: whoever changed it may not have been them.
    const [notice] = await messagesTo(t, 'luca.verdi@example.it');
    expect(notice).toMatchObject({ subject: 'Area Clienti: la tua password è stata modificata' });
    expect(notice?.text).toContain('Se non sei stato tu');
  });

  it('serves only the post-login steps while a forced change is pending (PASSWORDUPDATE_001), then everything', async () => {
    const token = await t.login('10000002');
    for (const path of [
      ApiPath.getDossierList,
      ApiPath.getSinistri,
      ApiPath.getDocumenti,
      ApiPath.getCentriConvenzionati,
    ]) {
      const reply = await t.post(path, {}, token);
      expect(reply.statusCode, path).toBe(403);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.PASSWORD_UPDATE_PENDING } });
    }
    for (const path of [ApiPath.getUserStatus, ApiPath.getMessage, ApiPath.getAnagrafica]) {
      expect((await t.post(path, {}, token)).statusCode).toBe(200);
    }
    expect((await t.post(ApiPath.getUserPrivacy, { type: '775' }, token)).statusCode).toBe(200);
    expect((await change(token, DEMO_PASSWORD, 'Scelta-Nuova-2026')).statusCode).toBe(200);
    expect((await t.post(ApiPath.getDossierList, {}, token)).statusCode).toBe(200);
    await t.db.update(users).set({ passwordUpdateRequired: true }).where(eq(users.userCode, '10000002'));
    await restoreDemoPassword(t.db, '10000002');
  });

  it('meets the forced password change: passwordUpdate turns false', async () => {
    const token = await t.login('10000002');
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().passwordUpdate).toBe(true);
    expect((await change(token, DEMO_PASSWORD, 'PrimaVolta2026!')).statusCode).toBe(200);
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().passwordUpdate).toBe(false);
  });

  it('refuses a new password that breaks the rule, or is the current one, with CHANGEPASSWORD_002', async () => {
    const token = await t.login('10000001');
    for (const weak of [
      'Corta1',
      'senzamaiuscole1',
      'SENZAMINUSCOLE1',
      'SenzaNumeri',
      DEMO_PASSWORD,
      'Juventus2026!',
    ]) {
      const reply = await change(token, DEMO_PASSWORD, weak);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.CHANGEPASSWORD_RULES);
    }
    // Nothing changed, nothing told.
    expect(await messagesTo(t, 'mario.rossi@example.it')).toEqual([]);
  });

  it('answers CHANGEPASSWORD_001 to a wrong current password, and 429 LOGIN_002 at the fifth in 15 minutes', async () => {
    const token = await t.login('90000001');
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await change(token, 'Sbagliata2026', 'NuovaPassword2026')).json().error.code);
    expect(codes).toEqual([...Array(4).fill(ErrorCode.CHANGEPASSWORD_WRONG), ErrorCode.LOGIN_LOCKED]);
    const right = await change(token, DEMO_PASSWORD, 'NuovaPassword2026');
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe(ErrorCode.LOGIN_LOCKED);
    t.clock.advance(10 * 60_000);
    await t.post(ApiPath.getUserStatus, {}, token); // keeps the session alive
    t.clock.advance(6 * 60_000);
    expect((await change(token, DEMO_PASSWORD, 'NuovaPassword2026')).statusCode).toBe(200);
  });

  it("refuses another user's userid, and a call without a token", async () => {
    const token = await t.login('10000001');
    const foreign = await change(token, DEMO_PASSWORD, 'NuovaPassword2026', '10000003');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe(ErrorCode.FORBIDDEN);
    expect((await change(undefined, DEMO_PASSWORD, 'NuovaPassword2026')).statusCode).toBe(401);
  });

  it.each([
    ['no current password', { password: 'NuovaPassword2026' }],
    ['an empty new password', { currentPassword: DEMO_PASSWORD, password: '' }],
    ['a numeric password', { currentPassword: DEMO_PASSWORD, password: 12345678 }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, body) => {
    const token = await t.login('10000001');
    const reply = await t.post(ApiPath.changePassword, body, token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
  });

  it('takes the userid as a number (docs/decisions/0043): the caller’s own, not another’s, and no fraction', async () => {
    const token = await t.login('10000001');
    const body = { currentPassword: DEMO_PASSWORD, password: 'NuovaPassword2026' };
    const foreign = await t.post(ApiPath.changePassword, { ...body, userid: 10000003 }, token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe(ErrorCode.FORBIDDEN);
    const fraction = await t.post(ApiPath.changePassword, { ...body, userid: 10000001.5 }, token);
    expect(fraction.json().error.code).toBe(ErrorCode.VALIDATION);
    const own = await t.post(ApiPath.changePassword, { ...body, userid: 10000001 }, token);
    expect(own.json()).toEqual({ status: 'OK', oneTimePassword: false });
  });
});
