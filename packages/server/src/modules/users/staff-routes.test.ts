import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode, INVITE_CODE_PATTERN } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../delivery/outbox.js';
import { useTestApp } from '../../test/harness.js';
import { setUpSecondFactor } from '../../test/second-factor.js';

const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });
const STAFF_EMAIL = 'sportello@agenzia.it';
const STAFF_PASSWORD = 'Quercia-Rossa-2026';

/** The first-access link of the newest e-mail to this address, as the person finds it in the mailbox. */
async function inviteLinkTo(email: string) {
  const [mail] = await listOutbox(t.db, { to: email, limit: 1 });
  const link = /https?:\/\/\S+\/first\?code=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const [, userID = '', hash = ''] =
    INVITE_CODE_PATTERN.exec(new URL(link || 'http://x').searchParams.get('code') ?? '') ?? [];
  return { mail, link, userID, hash };
}

const entriesOf = async (token: string) =>
  (await t.post(ApiPath.getAuditLog, {}, token)).json().entries as { actor: string; action: string }[];

/** Every admin call, with a body that would pass its schema. */
const ADMIN_CALLS: [string, object][] = [
  [ApiPath.getClienti, {}],
  [ApiPath.getFailedDeliveries, {}],
  [ApiPath.resendDelivery, { id: '6f1c1d1e-8a4b-4c6e-9a51-0b6f1f1b1c1d' }],
  [ApiPath.getContactRequests, {}],
  [ApiPath.getInbox, {}],
  [ApiPath.getInboxRequest, { id: 1 }],
  [ApiPath.takeInboxRequest, { id: 1 }],
  [ApiPath.noteInboxRequest, { id: 1, note: 'Nota.' }],
  [ApiPath.answerInboxRequest, { id: 1, text: 'Risposta.' }],
  [ApiPath.closeInboxRequest, { id: 1 }],
  [ApiPath.getAuditLog, {}],
  [ApiPath.sendInvite, { userCode: '10000004' }],
  [ApiPath.disableUser, { userCode: '10000003' }],
  [ApiPath.enableUser, { userCode: '10000003' }],
  [ApiPath.unlockUser, { userCode: '10000003' }],
  [ApiPath.createStaffUser, { email: 'nuovo@agenzia.it', phone: '3401112223', role: 'Staff' }],
];
/** What only a Superuser may do: administer accounts (docs/decisions/0049). */
const SUPERUSER_ONLY = new Set<string>([
  ApiPath.disableUser,
  ApiPath.enableUser,
  ApiPath.unlockUser,
  ApiPath.createStaffUser,
]);

describe('a Staff account, made by a Superuser through the admin API', () => {
  let staffCode = '';
  let staff = '';

  it('is made with no password, and invited by e-mail; the reply tells where, never the link', async () => {
    const admin = await t.login('90000001');
    const reply = await t.post(
      ApiPath.createStaffUser,
      { email: STAFF_EMAIL, phone: '340 555 7777', role: 'Staff' },
      admin,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'OK',
      userCode: expect.stringMatching(/^\d{8}$/),
      email: 's***@agenzia.it',
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(reply.body).not.toContain('/first?code=');
    staffCode = reply.json().userCode;

    const { mail, userID, hash } = await inviteLinkTo(STAFF_EMAIL);
    // It speaks to a colleague of the agency, not to a client (issue 37, item 7).
    expect(mail?.subject).toBe("Console dell'agenzia: il tuo accesso di lavoro");
    expect(mail?.text).toMatch(
      /^Gentile collega,\n\nL'agenzia ti ha creato un accesso personale alla console/,
    );
    expect(mail?.text).not.toContain('polizze');
    expect(userID).toBe(staffCode);
    const accepted = await t.post(ApiPath.validateInviteCode, {
      userID,
      hash_pwd: hash,
      newPassword: STAFF_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.registrations).toEqual([
      { applicationId: DEFAULT_APPLICATION_ID, roles: expect.arrayContaining(['Staff', 'User']) },
    ]);
    // The password the person chose opens a session like any other.
    staff = await t.login(staffCode, STAFF_PASSWORD);
  });

  it('reaches the admin page and the read-only calls, and may resend deliveries and invites', async () => {
    const clienti = await t.post(ApiPath.getClienti, {}, staff);
    expect(clienti.statusCode).toBe(200);
    for (const path of [ApiPath.getFailedDeliveries, ApiPath.getContactRequests, ApiPath.getAuditLog]) {
      expect((await t.post(path, {}, staff)).statusCode, path).toBe(200);
    }
    const resend = await t.post(
      ApiPath.resendDelivery,
      { id: '6f1c1d1e-8a4b-4c6e-9a51-0b6f1f1b1c1d' },
      staff,
    );
    expect(resend.json()).toEqual(ko(ErrorCode.NOT_FOUND));

    const invited = await t.post(ApiPath.sendInvite, { userCode: '10000004' }, staff);
    expect(invited.json()).toEqual({
      status: 'OK',
      userCode: '10000004',
      email: 'p***@example.it',
      expiresAt: expect.any(String),
    });
    expect(invited.body).not.toContain('/first?code=');
    const { mail, userID, hash } = await inviteLinkTo('paolo.gallo@example.it');
    expect(mail?.text).toMatch(/^Gentile Paolo,/);
    const checked = await t.post(ApiPath.checkInviteCode, { userID, hash });
    expect(checked.json().inviteCodeValid).toBe(true);

    // Sent again: only the newest link works.
    await t.post(ApiPath.sendInvite, { userCode: '10000004' }, staff);
    expect((await t.post(ApiPath.checkInviteCode, { userID, hash })).json().inviteCodeValid).toBe(false);
    const newest = await inviteLinkTo('paolo.gallo@example.it');
    const checkedNewest = await t.post(ApiPath.checkInviteCode, { userID, hash: newest.hash });
    expect(checkedNewest.json().inviteCodeValid).toBe(true);
  });

  it('gets FORBIDDEN_001 for what administers accounts, and nothing changes', async () => {
    const before = await entriesOf(staff);
    for (const [path, body] of ADMIN_CALLS.filter(([path]) => SUPERUSER_ONLY.has(path))) {
      const reply = await t.post(path, body, staff);
      expect(reply.statusCode, path).toBe(403);
      expect(reply.json(), path).toEqual(ko(ErrorCode.FORBIDDEN));
    }
    expect(await entriesOf(staff)).toEqual(before);
    const luca = await t.login('10000003');
    expect((await t.post(ApiPath.getUserStatus, {}, luca)).statusCode).toBe(200);
    const [made] = await listOutbox(t.db, { to: 'nuovo@agenzia.it', limit: 1 });
    expect(made).toBeUndefined();
  });

  it('the audit log lists each act with who did it, when and to whom', async () => {
    const entries = await entriesOf(await t.login('90000001'));
    const at = t.clock.now().toISOString();
    expect(entries.slice(0, 3)).toEqual([
      { at, actor: staffCode, action: 'user.invite', target: '10000004', detail: null },
      { at, actor: staffCode, action: 'user.invite', target: '10000004', detail: null },
      { at, actor: '90000001', action: 'user.create', target: staffCode, detail: { roles: 'Staff, User' } },
    ]);
  });

  it('a disabled Staff account reaches nothing any more', async () => {
    const admin = await t.login('90000001');
    await t.post(ApiPath.disableUser, { userCode: staffCode }, admin);
    expect((await t.post(ApiPath.getAuditLog, {}, staff)).json()).toEqual(ko(ErrorCode.USER_DISABLED));
    await t.post(ApiPath.enableUser, { userCode: staffCode }, admin);
  });
});

describe('a Superuser made through the admin API', () => {
  it('administers accounts once it has chosen its password', async () => {
    const admin = await t.login('90000001');
    const email = 'direzione@agenzia.it';
    const reply = await t.post(
      ApiPath.createStaffUser,
      { email, phone: '+39 340 555 8888', role: 'Superuser' },
      admin,
    );
    expect(reply.statusCode).toBe(200);
    const { userID, hash } = await inviteLinkTo(email);
    const accepted = await t.post(ApiPath.validateInviteCode, {
      userID,
      hash_pwd: hash,
      newPassword: STAFF_PASSWORD,
    });
    const token = accepted.json().token as string;
    // Its first session must set the second factor up before anything else (decisions/0091).
    await setUpSecondFactor(t, token);
    expect((await t.post(ApiPath.unlockUser, { userCode: '10000001' }, token)).json()).toEqual({
      status: 'OK',
      result: true,
    });
    const entries = await entriesOf(token);
    // Its own set-up of the second factor, then the account made for it.
    expect(entries[1]).toMatchObject({ action: 'user.second-factor-enable' });
    expect(entries[2]).toMatchObject({
      actor: '90000001',
      action: 'user.create',
      detail: { roles: 'Superuser, User' },
    });
  });
});

describe('bad input to createStaffUser and sendInvite', () => {
  it('answers each with its code, and records nothing', async () => {
    const admin = await t.login('90000001');
    const before = await entriesOf(admin);
    const create = (fields: object) =>
      t.post(
        ApiPath.createStaffUser,
        { email: 'altro@agenzia.it', phone: '3405559999', role: 'Staff', ...fields },
        admin,
      );
    const cases: [object, number, string][] = [
      [{ email: 'MARIO.ROSSI@example.it' }, 409, ErrorCode.ONBOARDING_EMAIL_TAKEN],
      [{ phone: '02 1234567' }, 400, ErrorCode.PHONE_INVALID],
      [{ phone: '' }, 400, ErrorCode.VALIDATION],
      [{ email: 'non-una-mail' }, 400, ErrorCode.VALIDATION],
      [{ email: `${'a'.repeat(250)}@agenzia.it` }, 400, ErrorCode.VALIDATION],
      [{ role: 'User' }, 400, ErrorCode.VALIDATION],
      [{ role: 'superuser' }, 400, ErrorCode.VALIDATION],
      [{ role: undefined }, 400, ErrorCode.VALIDATION],
      [{ userID: '10000001' }, 403, ErrorCode.FORBIDDEN],
    ];
    for (const [fields, status, code] of cases) {
      const reply = await create(fields);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(status);
      expect(reply.json(), JSON.stringify(fields)).toEqual(ko(code));
    }
    const invite = (userCode: unknown) => t.post(ApiPath.sendInvite, { userCode }, admin);
    expect((await invite('19999999')).json()).toEqual(ko(ErrorCode.NOT_FOUND));
    const disabled = await invite('10000005');
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toEqual(ko(ErrorCode.INVITEE_DISABLED));
    for (const userCode of ['1000000', '100000011', 'abcdefgh', 10000004, null]) {
      expect((await invite(userCode)).json(), String(userCode)).toEqual(ko(ErrorCode.VALIDATION));
    }
    expect(await entriesOf(admin)).toEqual(before);
    expect(await listOutbox(t.db, { to: 'altro@agenzia.it', limit: 1 })).toEqual([]);
  });
});

describe('who may call the admin API', () => {
  it('a client (role User) gets FORBIDDEN_001 from every admin call, nobody TOKEN_1001', async () => {
    const mario = await t.login('10000001');
    for (const [path, body] of ADMIN_CALLS) {
      const reply = await t.post(path, body, mario);
      expect(reply.statusCode, path).toBe(403);
      expect(reply.json(), path).toEqual(ko(ErrorCode.FORBIDDEN));
      expect((await t.post(path, body)).json(), path).toEqual(ko(ErrorCode.TOKEN));
    }
  });
});
