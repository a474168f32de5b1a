import { createHash } from 'node:crypto';
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode, INVITE_CODE_PATTERN } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites, users } from '../../db/schema.js';
import type { OutgoingEmail } from '../../delivery/ports.js';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { AppError } from '../../shared/errors.js';
import { useTestApp } from '../../test/harness.js';
import { newInviteSecret, sendInvite } from './create.js';

const t = useTestApp();
const NEW_PASSWORD = 'Lampione-Verde-2026';
const mails: OutgoingEmail[] = [];
/** The queue as sendInvite sees it: what it queues is kept here. */
const deliveries = { email: async (email: OutgoingEmail) => void mails.push(email), sms: async () => {} };

/** Invites a user as `npm run invite` does, and returns the two halves of the link's code. */
async function invite(userCode = '10000004') {
  const sent = await sendInvite({ db: t.db, clock: t.clock, config: t.config, deliveries }, userCode);
  const match = INVITE_CODE_PATTERN.exec(new URL(sent.link).searchParams.get('code') ?? '');
  if (!match) throw new Error(`not an invite link: ${sent.link}`);
  return { sent, userID: match[1] as string, hash: match[2] as string };
}
const check = (userID: string, hash: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: ApiPath.checkInviteCode, payload: { userID, hash }, remoteAddress });
const accept = (userID: string, hash: string, newPassword = NEW_PASSWORD, extra: object = {}) =>
  t.post(ApiPath.validateInviteCode, { userID, hash_pwd: hash, newPassword, ...extra });
/** Moves past every 15-minute attempt window. */
const nextWindow = () => t.clock.advance(16 * 60_000);

describe('invites (npm run invite)', () => {
  it('makes a 128-character secret of [a-z0-9], different each time', () => {
    const [a, b] = [newInviteSecret(), newInviteSecret()];
    expect(a).toMatch(/^[a-z0-9]{128}$/);
    expect(b).not.toBe(a);
  });

  it('e-mails the link /first?code=<userID>-<secret>, keeps only its SHA-256, valid 7 days', async () => {
    const { sent, userID, hash } = await invite();
    expect(sent.link).toMatch(/^http:\/\/localhost:3000\/first\?code=10000004-[a-z0-9]{128}$/);
    expect(userID).toBe('10000004');
    expect(sent.email).toBe('paolo.gallo@example.it');
    expect(sent.expiresAt).toBe(new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString());
    const mail = mails.at(-1);
    expect(mail).toMatchObject({
      to: 'paolo.gallo@example.it',
      subject: 'Area Clienti: il tuo primo accesso',
    });
    expect(mail?.text).toContain(sent.link);
    expect(mail?.text).toMatch(/^Gentile Paolo,/);
    expect(mail?.html).toContain(sent.link);
    const stored = await t.db.select().from(invites);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secretHash).toBe(createHash('sha256').update(hash).digest('hex'));
    expect(JSON.stringify(await t.db.execute(sql`select * from invites`))).not.toContain(hash);
  });

  it('uses PUBLIC_URL for the link when set', async () => {
    const sent = await sendInvite(
      {
        db: t.db,
        clock: t.clock,
        config: { ...t.config, PUBLIC_URL: 'https://clienti.example.it' },
        deliveries,
      },
      '10000004',
    );
    expect(sent.link).toMatch(/^https:\/\/clienti\.example\.it\/first\?code=10000004-/);
  });

  it('refuses an unknown or disabled user', async () => {
    await expect(invite('19999999')).rejects.toEqual(new AppError(ErrorCode.NOT_FOUND));
    await expect(invite('10000005')).rejects.toEqual(new AppError(ErrorCode.INVITEE_DISABLED));
  });

  it('makes the invite and queues its e-mail as one: when the e-mail cannot be queued, no invite exists', async () => {
    const before = JSON.stringify(await t.db.execute(sql`select id from invites order by id`));
    const broken = { email: async () => Promise.reject(new Error('queue down')), sms: async () => {} };
    await expect(
      sendInvite({ db: t.db, clock: t.clock, config: t.config, deliveries: broken }, '10000004'),
    ).rejects.toThrow('queue down');
    expect(JSON.stringify(await t.db.execute(sql`select id from invites order by id`))).toBe(before);
  });
});

describe('POST /v1/auth/checkInviteCode', () => {
  it('answers true for an unused, unexpired invite of that user, false for anything else', async () => {
    const { userID, hash } = await invite();
    expect((await check(userID, hash)).json()).toEqual({ status: 'OK', inviteCodeValid: true });
    expect((await check(userID, 'a'.repeat(128))).json().inviteCodeValid).toBe(false);
    expect((await check('10000001', hash)).json().inviteCodeValid).toBe(false);
    const reply = await check('19999999', hash);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().inviteCodeValid).toBe(false);
  });

  it('a new invite replaces the older unused one', async () => {
    const first = await invite();
    const second = await invite();
    expect((await check(first.userID, first.hash)).json().inviteCodeValid).toBe(false);
    expect((await check(second.userID, second.hash)).json().inviteCodeValid).toBe(true);
    const rows = await t.db.select().from(invites);
    expect(rows).toHaveLength(1);
  });

  it('answers false once the invite has expired (7 days)', async () => {
    const { userID, hash } = await invite();
    t.clock.advance(7 * 86_400_000 - 1000);
    expect((await check(userID, hash)).json().inviteCodeValid).toBe(true);
    t.clock.advance(1000);
    expect((await check(userID, hash)).json().inviteCodeValid).toBe(false);
  });

  it('answers 429 ONBOARDING_AU_013 after 30 checks from one address in 15 minutes', async () => {
    nextWindow();
    const { userID, hash } = await invite();
    for (let i = 0; i < 30; i++) {
      expect((await check('10000004', newInviteSecret(), '198.51.100.7')).statusCode).toBe(200);
    }
    const blocked = await check(userID, hash, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: 'KO', error: { code: ErrorCode.PHONE_CODE_LOCKED } });
    expect((await check(userID, hash, '198.51.100.8')).json().inviteCodeValid).toBe(true);
    nextWindow();
    expect((await check(userID, hash, '198.51.100.7')).json().inviteCodeValid).toBe(true);
  });

  it('takes the user ID as an 8-digit number too (docs/decisions/0043), answering as for the string', async () => {
    nextWindow();
    const { userID, hash } = await invite();
    const asNumber = await t.post(ApiPath.checkInviteCode, { userID: Number(userID), hash });
    expect(asNumber.json()).toEqual({ status: 'OK', inviteCodeValid: true });
    expect((await t.post(ApiPath.checkInviteCode, { userID: 10000001, hash })).json()).toEqual(
      (await check('10000001', hash)).json(),
    );
  });

  it.each([
    ['a 7-digit number as user ID', { userID: 1000004, hash: 'a'.repeat(128) }],
    ['a user ID with a fraction', { userID: 10000004.5, hash: 'a'.repeat(128) }],
    ['a negative user ID', { userID: -10000004, hash: 'a'.repeat(128) }],
    ['a 7-digit user ID', { userID: '1000004', hash: 'a'.repeat(128) }],
    ['a 127-character hash', { userID: '10000004', hash: 'a'.repeat(127) }],
    ['an uppercase hash', { userID: '10000004', hash: 'A'.repeat(128) }],
    ['no hash', { userID: '10000004' }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, body) => {
    const reply = await t.post(ApiPath.checkInviteCode, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
  });
});

describe('POST /v1/auth/ValidateInviteCode', () => {
  it('refuses a password that breaks the rule with CHANGEPASSWORD_002, and the invite stays usable', async () => {
    nextWindow();
    const { userID, hash } = await invite();
    for (const weak of [
      'corta1A',
      'tuttominuscole1',
      'TUTTOMAIUSCOLE1',
      'SenzaNumeri',
      'Qwerty123',
      'Paolo-Gallo-2026',
    ]) {
      const reply = await accept(userID, hash, weak);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.CHANGEPASSWORD_RULES);
    }
    expect((await check(userID, hash)).json().inviteCodeValid).toBe(true);
  });

  it('sets the password, uses the invite up and logs the user in; the token works', async () => {
    const { userID, hash } = await invite();
    const reply = await accept(userID, hash, NEW_PASSWORD, { otp: '123456' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const login = await t.post(ApiPath.login, {
      loginId: 'paolo.gallo@example.it',
      password: NEW_PASSWORD,
      applicationId: DEFAULT_APPLICATION_ID,
    });
    expect(body.user).toEqual(login.json().user);
    expect(body.user).toMatchObject({ id: '10000004', registrations: [{ roles: ['User'] }] });
    const status = await t.post(ApiPath.getUserStatus, { userID: '10000004' }, body.token);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      user: { enabled: true, emailVerified: true },
      loginWarning: false,
    });
    expect((await t.post(ApiPath.getDossierList, {}, body.token)).json().dossiers).toHaveLength(1);

    expect((await check(userID, hash)).json().inviteCodeValid).toBe(false);
    const again = await accept(userID, hash, 'Altra2026pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe(ErrorCode.INVITE_INVALID);
  });

  it('answers ONBOARDING_AU_015 to an expired invite', async () => {
    const { userID, hash } = await invite('10000003');
    t.clock.advance(7 * 86_400_000 + 1000);
    const reply = await accept(userID, hash);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.INVITE_EXPIRED);
    expect(await t.login('10000003', DEMO_PASSWORD)).toBeTruthy();
  });

  it('answers ONBOARDING_AU_014 to an unknown invite, and 429 ONBOARDING_AU_013 at the fifth', async () => {
    nextWindow();
    const { userID, hash } = await invite('10000003');
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await accept(userID, newInviteSecret())).json().error.code);
    expect(codes).toEqual([...Array(4).fill(ErrorCode.INVITE_INVALID), ErrorCode.PHONE_CODE_LOCKED]);
    const right = await accept(userID, hash);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe(ErrorCode.PHONE_CODE_LOCKED);
    nextWindow();
    expect((await accept(userID, hash)).statusCode).toBe(200);
  });

  it("ends the user's earlier sessions: the password changed", async () => {
    nextWindow();
    const before = await t.login('10000001');
    const { userID, hash } = await invite('10000001');
    const reply = await accept(userID, hash);
    expect(reply.statusCode).toBe(200);
    expect((await t.post(ApiPath.getUserStatus, {}, before)).statusCode).toBe(401);
    expect((await t.post(ApiPath.getUserStatus, {}, reply.json().token)).statusCode).toBe(200);
  });

  it('takes the user ID as an 8-digit number too (docs/decisions/0043)', async () => {
    nextWindow();
    const { userID, hash } = await invite('10000002');
    const reply = await t.post(ApiPath.validateInviteCode, {
      userID: Number(userID),
      hash_pwd: hash,
      newPassword: NEW_PASSWORD,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().user).toMatchObject({ id: '10000002' });
  });

  it('lets only one of two simultaneous uses of the same link through', async () => {
    const { userID, hash } = await invite('10000001');
    const replies = await Promise.all([accept(userID, hash), accept(userID, hash)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = replies.find((r) => r.statusCode === 400);
    expect(refused?.json().error.code).toBe(ErrorCode.INVITE_INVALID);
  });

  it('answers USERDISABLED_001 when the agency disabled the user after inviting them', async () => {
    const { userID, hash } = await invite('10000002');
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.userCode, '10000002'));
    expect((await check(userID, hash)).json().inviteCodeValid).toBe(false);
    const reply = await accept(userID, hash);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe(ErrorCode.USER_DISABLED);
    await t.db.update(users).set({ disabledAt: null }).where(eq(users.userCode, '10000002'));
  });

  it.each([
    ['no new password', { userID: '10000004', hash_pwd: 'a'.repeat(128) }],
    ['an empty new password', { userID: '10000004', hash_pwd: 'a'.repeat(128), newPassword: '' }],
    ['a short hash', { userID: '10000004', hash_pwd: 'abc', newPassword: NEW_PASSWORD }],
    [
      'a 5-digit otp',
      { userID: '10000004', hash_pwd: 'a'.repeat(128), newPassword: NEW_PASSWORD, otp: '12345' },
    ],
    [
      'a 7-digit number as user ID',
      { userID: 1000004, hash_pwd: 'a'.repeat(128), newPassword: NEW_PASSWORD },
    ],
    [
      'a user ID with a fraction',
      { userID: 10000004.5, hash_pwd: 'a'.repeat(128), newPassword: NEW_PASSWORD },
    ],
    ['a negative user ID', { userID: -10000004, hash_pwd: 'a'.repeat(128), newPassword: NEW_PASSWORD }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, body) => {
    const reply = await t.post(ApiPath.validateInviteCode, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
  });
});
