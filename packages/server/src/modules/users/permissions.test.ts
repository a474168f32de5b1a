// The staff's permission table (permissions.ts, docs/operations.md), cell by cell through the admin API:
// who acts (Staff, Superuser) × what (invite, unlock, disable, enable, end the sessions, reset the second
// factor) × on what account (a client without a
// password, a client with one, a Staff account, a Superuser).
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../delivery/outbox.js';
import { useTestApp } from '../../test/harness.js';
import { staffAccount } from '../../test/staff-accounts.js';
import {
  ACCOUNT_ACTS,
  type AccountAct,
  PERMISSIONS,
  TARGET_STATES,
  type TargetState,
} from './permissions.js';

const t = useTestApp();

const PATH_OF: Record<AccountAct, string> = {
  invite: ApiPath.sendInvite,
  unlock: ApiPath.unlockUser,
  disable: ApiPath.disableUser,
  enable: ApiPath.enableUser,
  'end-sessions': ApiPath.endUserSessions,
  'reset-second-factor': ApiPath.resetSecondFactor,
};

describe('the permission table', () => {
  it('gives Staff the invite of a client without a password, and nothing else; a Superuser everything', () => {
    expect(PERMISSIONS.staff).toEqual({
      invite: ['client without password'],
      unlock: [],
      disable: [],
      enable: [],
      'end-sessions': [],
      'reset-second-factor': [],
    });
    for (const act of ACCOUNT_ACTS) expect(PERMISSIONS.superuser[act]).toEqual(TARGET_STATES);
  });

  it('holds through the API, cell by cell', async () => {
    const admin = await t.login('90000001');
    const staff = await staffAccount(t, admin, 'sportello@agenzia.it', 'Staff');
    const superuser = await staffAccount(t, admin, 'direzione@agenzia.it', 'Superuser');
    const otherStaff = await staffAccount(t, admin, 'cassa@agenzia.it', 'Staff');
    const targets: Record<TargetState, string> = {
      'client without password': '10000004',
      'client with password': '10000001',
      staff: otherStaff.code,
      superuser: '90000001',
    };
    const cells: string[] = [];
    for (const [actor, token] of [
      ['staff', staff.token],
      ['superuser', superuser.token],
    ] as const) {
      // Enable after disable, so each cell finds the account as it was.
      for (const act of ACCOUNT_ACTS) {
        for (const target of TARGET_STATES) {
          const reply = await t.post(PATH_OF[act], { userCode: targets[target] }, token);
          const allowed = PERMISSIONS[actor][act].includes(target);
          cells.push(`${actor} ${act} ${target}: ${reply.statusCode}`);
          expect(reply.statusCode, `${actor} ${act} ${target}`).toBe(allowed ? 200 : 403);
          if (!allowed) expect(reply.json().error.code).toBe(ErrorCode.FORBIDDEN);
        }
      }
    }
    expect(cells.filter((cell) => cell.endsWith('200'))).toEqual([
      'staff invite client without password: 200',
      ...TARGET_STATES.flatMap((target) => ACCOUNT_ACTS.map((act) => `superuser ${act} ${target}: 200`)).sort(
        (a, b) => cells.indexOf(a) - cells.indexOf(b),
      ),
    ]);
  });

  it('leaves an account with a password as it was when Staff try to invite it: no e-mail, no audit entry', async () => {
    const admin = await t.login('90000001');
    const staff = await staffAccount(t, admin, 'filiale@agenzia.it', 'Staff');
    const before = (await listOutbox(t.db, { to: 'mario.rossi@example.it', limit: 50 })).length;
    const entries = async () => (await t.post(ApiPath.getAuditLog, {}, admin)).json().entries.length;
    const logged = await entries();
    expect((await t.post(ApiPath.sendInvite, { userCode: '10000001' }, staff.token)).statusCode).toBe(403);
    expect((await listOutbox(t.db, { to: 'mario.rossi@example.it', limit: 50 })).length).toBe(before);
    expect(await entries()).toBe(logged);
    expect(await t.login('10000001')).toBeTruthy();
  });
});
