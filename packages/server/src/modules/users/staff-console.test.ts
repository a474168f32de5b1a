import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../delivery/outbox.js';
import { importRecords } from '../../test/agency-records.js';
import { useTestApp } from '../../test/harness.js';
import { STAFF_PASSWORD, staffAccount } from '../../test/staff-accounts.js';

// The console's staff page (issue 37 item 5, docs/decisions/0157): a Superuser makes staff accounts with a
// scope, lists them, disables, enables them and resets their second factor, from the browser.
const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });

let admin = '';
/** A Staff member (not a Superuser) of the agency, its invite used and its app set up. */
let staff = { code: '', token: '' };

const list = async (token = admin) => (await t.post(ApiPath.getStaffAccounts, {}, token)).json();
const accountIn = async (userCode: string) =>
  ((await list()).accounts as { userCode: string }[]).find((row) => row.userCode === userCode);
const change = (userCode: string, act: string, token = admin) =>
  t.post(ApiPath.changeStaffAccount, { userCode, act }, token);
const auditOf = async (target: string) =>
  (await t.post(ApiPath.getAuditLog, { filter: { target } }, admin)).json().entries as {
    actor: string;
    action: string;
    detail: Record<string, string> | null;
  }[];

beforeAll(async () => {
  admin = await t.login('90000001');
  await importRecords(t, [
    { type: 'branch', id: 'FIL-STAFF-1', name: 'Filiale Centro', bank: 'Banca Prova' },
    { type: 'branch', id: 'FIL-STAFF-2', name: 'Filiale Mare', bank: 'Banca Prova' },
  ]);
  const made = await staffAccount(t, admin, 'sportello.sede@agenzia.it', 'Staff');
  staff = { code: made.code, token: made.token };
});

describe('a staff account of one branch, made from the console (createStaffUser with a branch)', () => {
  let code = '';

  it('is made with its scope, recorded with it, and listed as invited, without a second factor', async () => {
    const reply = await t.post(
      ApiPath.createStaffUser,
      { email: 'centro@agenzia.it', phone: '340 555 1212', role: 'Staff', branch: 'FIL-STAFF-1' },
      admin,
    );
    expect(reply.statusCode).toBe(200);
    code = reply.json().userCode;
    expect(await accountIn(code)).toEqual({
      userCode: code,
      email: 'centro@agenzia.it',
      role: 'Staff',
      branch: 'FIL-STAFF-1',
      branchName: 'Filiale Centro',
      state: 'invited',
      secondFactor: false,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await auditOf(code)).toEqual([
      expect.objectContaining({
        actor: '90000001',
        action: 'user.create',
        detail: { roles: 'Staff, User', branch: 'FIL-STAFF-1' },
      }),
    ]);
    // Its e-mail speaks to a colleague (issue 37, item 7).
    const [mail] = await listOutbox(t.db, { to: 'centro@agenzia.it', limit: 1 });
    expect(mail?.subject).toBe("Console dell'agenzia: il tuo accesso di lavoro");
  });

  it('lists every staff account with role, scope, state and second factor, and the branches to choose', async () => {
    const { accounts, branches } = await list();
    expect(accounts).toContainEqual(
      expect.objectContaining({ userCode: '90000001', role: 'Superuser', branch: null, state: 'active' }),
    );
    expect(accounts).toContainEqual(
      expect.objectContaining({ userCode: staff.code, role: 'Staff', branch: null, secondFactor: true }),
    );
    // No client's account is a staff account.
    expect(accounts.map((row: { userCode: string }) => row.userCode)).not.toContain('10000001');
    expect(branches).toEqual(
      expect.arrayContaining([
        { id: 'FIL-STAFF-1', name: 'Filiale Centro' },
        { id: 'FIL-STAFF-2', name: 'Filiale Mare' },
      ]),
    );
  });

  it('makes an agency-wide Superuser when no branch is given', async () => {
    const reply = await t.post(
      ApiPath.createStaffUser,
      { email: 'vice@agenzia.it', phone: '340 555 1313', role: 'Superuser', branch: null },
      admin,
    );
    expect(await accountIn(reply.json().userCode)).toMatchObject({
      role: 'Superuser',
      branch: null,
      branchName: null,
    });
  });

  it('refuses an unknown branch (STAFF_001, 400) and a taken e-mail, making nothing', async () => {
    const before = (await list()).accounts.length;
    const create = (fields: object) =>
      t.post(
        ApiPath.createStaffUser,
        { email: 'nuova@agenzia.it', phone: '3405551414', role: 'Staff', ...fields },
        admin,
      );
    const cases: [object, number, string][] = [
      [{ branch: 'FIL-NESSUNA' }, 400, ErrorCode.STAFF_UNKNOWN_BRANCH],
      [{ branch: '' }, 400, ErrorCode.VALIDATION],
      [{ branch: 7 }, 400, ErrorCode.VALIDATION],
      [{ email: 'CENTRO@agenzia.it', branch: 'FIL-STAFF-2' }, 409, ErrorCode.ONBOARDING_EMAIL_TAKEN],
    ];
    for (const [fields, status, code] of cases) {
      const reply = await create(fields);
      expect({ fields, status: reply.statusCode, reply: reply.json() }).toEqual({
        fields,
        status,
        reply: ko(code),
      });
    }
    expect((await list()).accounts).toHaveLength(before);
    expect(await listOutbox(t.db, { to: 'nuova@agenzia.it', limit: 1 })).toEqual([]);
  });
});

describe('disabling, enabling a staff account and resetting its second factor (changeStaffAccount)', () => {
  it('disables: its sessions end at once, the list says so, the audit log has the act', async () => {
    const reply = await change(staff.code, 'disable');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().account).toMatchObject({ userCode: staff.code, state: 'disabled' });
    expect((await t.post(ApiPath.getAuditLog, {}, staff.token)).json()).toEqual(ko(ErrorCode.USER_DISABLED));
    expect(await accountIn(staff.code)).toMatchObject({ state: 'disabled' });
    expect((await auditOf(staff.code))[0]).toMatchObject({ actor: '90000001', action: 'user.disable' });
  });

  it('enables again: the person logs in with their password', async () => {
    const reply = await change(staff.code, 'enable');
    expect(reply.json().account).toMatchObject({ state: 'active', secondFactor: true });
    expect((await auditOf(staff.code))[0]).toMatchObject({ actor: '90000001', action: 'user.enable' });
    staff.token = await t.login(staff.code, STAFF_PASSWORD);
  });

  it('resets the second factor: the app is off, the sessions end, the audit log has it', async () => {
    const reply = await change(staff.code, 'reset-second-factor');
    expect(reply.json().account).toMatchObject({ state: 'active', secondFactor: false });
    expect((await t.post(ApiPath.getAuditLog, {}, staff.token)).statusCode).toBe(401);
    // The next login asks for the app's set-up again.
    const login = await t.post(ApiPath.login, {
      loginId: staff.code,
      password: STAFF_PASSWORD,
      applicationId: DEFAULT_APPLICATION_ID,
    });
    expect(login.json().secondFactor).toBe('setup');
    expect((await auditOf(staff.code))[0]).toMatchObject({
      actor: '90000001',
      action: 'user.second-factor-reset',
    });
  });

  it('refuses a Staff member (FORBIDDEN_001), whatever the act, and changes nothing', async () => {
    const other = await staffAccount(t, admin, 'sportello.due@agenzia.it', 'Staff');
    const before = await auditOf('90000001');
    for (const act of ['disable', 'enable', 'reset-second-factor']) {
      const reply = await change('90000001', act, other.token);
      expect({ act, status: reply.statusCode, reply: reply.json() }).toEqual({
        act,
        status: 403,
        reply: ko(ErrorCode.FORBIDDEN),
      });
    }
    const listed = await t.post(ApiPath.getStaffAccounts, {}, other.token);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual(ko(ErrorCode.FORBIDDEN));
    const made = await t.post(
      ApiPath.createStaffUser,
      { email: 'abusivo@agenzia.it', phone: '3405551515', role: 'Staff', branch: 'FIL-STAFF-1' },
      other.token,
    );
    expect(made.json()).toEqual(ko(ErrorCode.FORBIDDEN));
    expect(await auditOf('90000001')).toEqual(before);
    expect(await accountIn('90000001')).toMatchObject({ state: 'active' });
  });

  it('refuses an unknown account, a client’s account, the Superuser’s own, and bad input', async () => {
    const clientBefore = await auditOf('10000001');
    const cases: [string, string, number, string][] = [
      ['19999999', 'disable', 404, ErrorCode.NOT_FOUND],
      // A client's account is not acted on through the staff calls (the client's page has its own).
      ['10000001', 'disable', 400, ErrorCode.STAFF_NOT_STAFF],
      ['10000001', 'reset-second-factor', 400, ErrorCode.STAFF_NOT_STAFF],
      // Nobody locks themselves out, nor the agency out of its last Superuser.
      ['90000001', 'disable', 400, ErrorCode.STAFF_SELF],
      ['90000001', 'reset-second-factor', 400, ErrorCode.STAFF_SELF],
      ['9000000', 'disable', 400, ErrorCode.VALIDATION],
      [staff.code, 'delete', 400, ErrorCode.VALIDATION],
    ];
    for (const [userCode, act, status, code] of cases) {
      const reply = await change(userCode, act);
      expect({ userCode, act, status: reply.statusCode, reply: reply.json() }).toEqual({
        userCode,
        act,
        status,
        reply: ko(code),
      });
    }
    // The client is untouched, and can log in.
    expect((await t.post(ApiPath.getUserStatus, {}, await t.login('10000001'))).statusCode).toBe(200);
    expect(await auditOf('10000001')).toEqual(clientBefore);
    // Enabling one's own (enabled) account is harmless, and allowed.
    expect((await change('90000001', 'enable')).statusCode).toBe(200);
  });
});
