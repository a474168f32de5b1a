import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, userRoles, users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';
import { hashToken } from './sessions.js';

const t = useTestApp();
const loginBody = (loginId: string, password = DEMO_PASSWORD) => ({
  loginId,
  password,
  applicationId: DEFAULT_APPLICATION_ID,
});

describe('POST /v1/auth/login', () => {
  it('logs in with the user code and returns a token and the user with its registration', async () => {
    const reply = await t.post(ApiPath.login, loginBody('10000001'));
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.status).toBe('OK');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: '10000001',
      username: '10000001',
      email: 'mario.rossi@example.it',
      active: true,
      registrations: [{ applicationId: DEFAULT_APPLICATION_ID, roles: ['User'] }],
    });
  });

  it('logs in with the e-mail in any case', async () => {
    const reply = await t.post(ApiPath.login, loginBody('Luca.Verdi@Example.IT'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().user.id).toBe('10000003');
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrongPassword = await t.post(ApiPath.login, loginBody('10000003', 'Sbagliata2026!'));
    const unknownUser = await t.post(ApiPath.login, loginBody('19999999'));
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    // The wrong attempts left before the lockout (issue 20): counted for an unknown id as for an account.
    expect(wrongPassword.json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.LOGIN_INVALID, attemptsLeft: 4 },
    });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('refuses a user without a registration for the application (group failure)', async () => {
    const [luca] = await t.db.select().from(users).where(eq(users.userCode, '10000003'));
    if (!luca) throw new Error('demo user 10000003 missing');
    await t.db.delete(userRoles).where(eq(userRoles.userId, luca.id));
    const reply = await t.post(ApiPath.login, loginBody('10000003'));
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe(ErrorCode.LOGIN_GROUP);
    await t.db
      .insert(userRoles)
      .values({ userId: luca.id, applicationId: DEFAULT_APPLICATION_ID, role: 'User' });
  });

  it('refuses a login for another application as a group failure', async () => {
    const reply = await t.post(ApiPath.login, { ...loginBody('10000003'), applicationId: 'altra-app' });
    expect(reply.json().error.code).toBe(ErrorCode.LOGIN_GROUP);
  });

  it('answers USERDISABLED_001 to a user the agency disabled, and ends their sessions', async () => {
    const token = await t.login('10000003');
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.userCode, '10000003'));
    const login = await t.post(ApiPath.login, loginBody('10000003'));
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe(ErrorCode.USER_DISABLED);
    const call = await t.post(ApiPath.getDossierList, {}, token);
    expect(call.statusCode).toBe(403);
    expect(call.json().error.code).toBe(ErrorCode.USER_DISABLED);
    // Enabled again, the user logs in anew: the sessions that were open when they were disabled stay ended.
    await t.db.update(users).set({ disabledAt: null }).where(eq(users.userCode, '10000003'));
    const after = await t.post(ApiPath.getDossierList, {}, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe(ErrorCode.TOKEN);
    expect((await t.post(ApiPath.getDossierList, {}, await t.login('10000003'))).statusCode).toBe(200);
  });

  it("ends the sessions of a user disabled by plain SQL too, as the agency's own tools might", async () => {
    const token = await t.login('10000003');
    await t.db.execute(sql`update users set disabled_at = now() where user_code = '10000003'`);
    const [row] = await t.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).not.toBeNull();
    expect((await t.post(ApiPath.getDossierList, {}, token)).json().error.code).toBe(ErrorCode.USER_DISABLED);
    await t.db.update(users).set({ disabledAt: null }).where(eq(users.userCode, '10000003'));
  });

  it.each([
    ['no body fields', {}],
    ['an empty login id', { loginId: '', password: 'x', applicationId: DEFAULT_APPLICATION_ID }],
    ['a number as password', { loginId: '10000001', password: 12, applicationId: DEFAULT_APPLICATION_ID }],
    ['no application id', { loginId: '10000001', password: 'x' }],
    [
      'a login id of 300 characters',
      { loginId: 'a'.repeat(300), password: 'x', applicationId: DEFAULT_APPLICATION_ID },
    ],
  ])('answers 400 VALIDATION_001 to %s', async (_name, body) => {
    const reply = await t.post(ApiPath.login, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.VALIDATION } });
  });

  it('answers 400 to malformed JSON', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: ApiPath.login,
      payload: '{"loginId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().status).toBe('KO');
  });
});

describe('sessions', () => {
  it('answers TOKEN_1001 with no token, a malformed one or an unknown one', async () => {
    for (const token of [undefined, 'short', 'A'.repeat(43)]) {
      const reply = await t.post(ApiPath.getUserStatus, {}, token);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.TOKEN } });
    }
  });

  it('ends a session after 30 idle minutes, and keeps it alive while used', async () => {
    const token = await t.login('10000003');
    t.clock.advance(20 * 60_000);
    expect((await t.post(ApiPath.getUserStatus, {}, token)).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await t.post(ApiPath.getUserStatus, {}, token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().error.code).toBe(ErrorCode.TOKEN);
  });

  it('ends a session 12 hours after login whatever the activity', async () => {
    const token = await t.login('10000003');
    for (let hour = 0; hour < 12 * 4; hour++) {
      t.clock.advance(15 * 60_000);
      const reply = await t.post(ApiPath.getUserStatus, {}, token);
      if (reply.statusCode !== 200) {
        expect(hour).toBe(12 * 4 - 1);
        expect(reply.json().error.code).toBe(ErrorCode.TOKEN);
        return;
      }
    }
    throw new Error('the session outlived its absolute expiry');
  });

  it('revokes the token at logout, and only that one', async () => {
    const first = await t.login('10000003');
    const second = await t.login('10000003');
    const logout = await t.post(ApiPath.logout, {}, first);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 'OK' });
    expect((await t.post(ApiPath.getUserStatus, {}, first)).statusCode).toBe(401);
    expect((await t.post(ApiPath.getUserStatus, {}, second)).statusCode).toBe(200);
  });

  it('stores no token in clear in the database', async () => {
    const token = await t.login('10000003');
    const result = await t.db.execute(sql`select * from sessions`);
    expect(JSON.stringify(result)).not.toContain(token);
  });
});

describe('POST /v1/auth/getUserStatus', () => {
  it('describes the caller: flags, e-mail, and no pending step for an up-to-date client', async () => {
    const token = await t.login('10000001');
    const reply = await t.post(ApiPath.getUserStatus, { userID: '10000001' }, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'OK',
      user: {
        enabled: true,
        onboardCompleted: true,
        phoneVerified: true,
        emailVerified: true,
        phone: '+393331234567',
        autologinFlag: true,
        clientNotices: true,
      },
      email: 'mario.rossi@example.it',
      privacyUpdates: [],
      messageToShow: false,
      passwordUpdate: false,
      loginWarning: false,
      // The demo accounts were offered the second factor already (decisions/0091).
      secondFactorOffer: false,
    });
  });

  it("refuses another user's userID in the body", async () => {
    const token = await t.login('10000003');
    const reply = await t.post(ApiPath.getUserStatus, { userID: '10000001' }, token);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('takes the userID as a number, answering as for the string (docs/decisions/0043)', async () => {
    const token = await t.login('10000001');
    const asString = await t.post(ApiPath.getUserStatus, { userID: '10000001' }, token);
    const asNumber = await t.post(ApiPath.getUserStatus, { userID: 10000001 }, token);
    expect(asNumber.statusCode).toBe(200);
    expect(asNumber.json()).toEqual(asString.json());
    expect((await t.post(ApiPath.getUserStatus, { userID: 10000003 }, token)).statusCode).toBe(403);
    for (const userID of [10000001.5, -10000001, 'NaN']) {
      const reply = await t.post(ApiPath.getUserStatus, { userID }, token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
  });
});

describe('unknown endpoints', () => {
  it('answers 404 ENDPOINT_001 under /v1', async () => {
    const reply = await t.post('/v1/data/nonEsiste', {});
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.UNKNOWN_ENDPOINT } });
  });
});

describe('the time a session has left (issue 20: the warning before the idle timeout)', () => {
  it('tells it on every call with a session: 30 minutes after a call that renewed it, never more', async () => {
    const token = (await t.post(ApiPath.login, loginBody('10000003'))).json().token as string;
    const first = await t.post(ApiPath.getUserStatus, {}, token);
    expect(first.headers['session-idle-seconds']).toBe(String(30 * 60));
    // Within the minute the last-seen time is not written again: what is left counts from the login.
    t.clock.advance(30_000);
    const soon = await t.post(ApiPath.getUserStatus, {}, token);
    expect(soon.headers['session-idle-seconds']).toBe(String(30 * 60 - 30));
    // Later, the call renews the session: 30 minutes again.
    t.clock.advance(10 * 60_000);
    const later = await t.post(ApiPath.getUserStatus, {}, token);
    expect(later.headers['session-idle-seconds']).toBe(String(30 * 60));
    // A call without a session is told nothing.
    expect(
      (await t.post(ApiPath.login, loginBody('10000003'))).headers['session-idle-seconds'],
    ).toBeUndefined();
  });
});
