import { ErrorCode, type StaffAccountAct, type StaffAccountRow } from '@area-clienti/contract';
import { AppError, notFound } from '../../shared/errors.js';
import { accountStanding, filterChoices, staffRoster } from '../accounts/index.js';
import type { Actor } from '../audit/index.js';
import { secondFactorUsers } from '../second-factor/index.js';
import type { UserAdmin, UserAdminDeps } from './admin.js';
import { targetStateOf } from './permissions.js';

type RosterRow = Awaited<ReturnType<typeof staffRoster>>[number];

const rowOf = (row: RosterRow, withApp: Set<number>): StaffAccountRow => ({
  userCode: row.userCode,
  email: row.email,
  role: row.superuser ? 'Superuser' : 'Staff',
  branch: row.staffBranch,
  branchName: row.staffBranch === null ? null : (row.branchName ?? null),
  state: row.disabled ? 'disabled' : row.hasPassword ? 'active' : 'invited',
  secondFactor: withApp.has(row.id),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The console's staff page (issue 37, decisions/0157): a Superuser lists the agency's Staff and Superuser
 * accounts and disables, enables them or resets their second factor, through the same acts (and audit
 * rows) as disableUser, enableUser and resetSecondFactor; never a client's account (STAFF_002), never their
 * own for a disable or a reset (STAFF_003: a Superuser would lock themselves out, or the agency out of its
 * last Superuser).
 */
export class StaffConsole {
  constructor(
    private readonly deps: Pick<UserAdminDeps, 'db' | 'config'>,
    private readonly users: UserAdmin,
  ) {}

  async list(): Promise<{ accounts: StaffAccountRow[]; branches: { id: string; name: string }[] }> {
    const { db, config } = this.deps;
    const rows = await staffRoster(db, config.APPLICATION_ID);
    const withApp = await secondFactorUsers(
      db,
      rows.map((row) => row.id),
    );
    const { branches } = await filterChoices(db);
    return { accounts: rows.map((row) => rowOf(row, withApp)), branches };
  }

  async change(actor: Actor, userCode: string, act: StaffAccountAct): Promise<StaffAccountRow> {
    const { db, config } = this.deps;
    const account = await accountStanding(db, userCode, config.APPLICATION_ID);
    if (!account) throw notFound();
    const state = targetStateOf(account);
    if (state !== 'staff' && state !== 'superuser') throw new AppError(ErrorCode.STAFF_NOT_STAFF);
    if (act !== 'enable' && userCode === actor) throw new AppError(ErrorCode.STAFF_SELF);
    if (act === 'disable') await this.users.disable(actor, userCode, 'superuser');
    else if (act === 'enable') await this.users.enable(actor, userCode, 'superuser');
    else await this.users.resetSecondFactor(actor, userCode, 'superuser');
    const [row] = await staffRoster(db, config.APPLICATION_ID, { userCode });
    if (!row) throw notFound();
    return rowOf(row, await secondFactorUsers(db, [row.id]));
  }
}
