import {
  type AuditAction,
  type AuditFilter,
  ErrorCode,
  type InvitePreviewReply,
  type SearchClientsRequest,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { RateLimiter } from '../../shared/rate-limit.js';
import { accountStanding, findUserIdByCode, setDisabledAt } from '../accounts/index.js';
import { type Actor, insertAudit } from '../audit/index.js';
import { LOGIN_ACCOUNT_ADDRESS_RULE, LOGIN_ACCOUNT_RULE, type SessionStore } from '../auth/index.js';
import {
  inviteClientAccount,
  inviteTarget,
  previewInvite,
  type SentInvite,
  sendInvite,
} from '../invites/index.js';
import { queueSecurityNotice } from '../notices/index.js';
import { removeSecondFactor } from '../second-factor/index.js';
import { auditLogCsv, auditLogPage } from './audit-log.js';
import { type AccountAct, type ActingRole, mayAct, targetStateOf } from './permissions.js';
import { clientSearchRule, searchClients } from './search.js';
import { createStaffAccount, type StaffAccount, type StaffAccountDeps } from './staff-accounts.js';
import { StaffConsole } from './staff-console.js';

export interface UserAdminDeps extends StaffAccountDeps {
  config: StaffAccountDeps['config'] & Pick<Config, 'CLIENT_LOOKUP_WINDOW_SECONDS'>;
  rateLimiter: RateLimiter;
  /** Ends an account's sessions on every instance at once (the session caches hear of it). */
  sessions: Pick<SessionStore, 'revokeAllOf'>;
}

/**
 * What the agency's staff do to accounts (issue 9), each recorded in the audit log with who, when and to
 * whom, in the same transaction as the act itself.
 */
export class UserAdmin {
  /** The console's staff page: the staff accounts listed and changed by a Superuser (decisions/0157). */
  readonly staff: StaffConsole;

  constructor(private readonly deps: UserAdminDeps) {
    this.staff = new StaffConsole(deps, this);
  }

  /** Disables a user: no login, and every session of theirs ends at once (docs/decisions/0037). */
  async disable(actor: Actor, userCode: string, by: ActingRole = 'system'): Promise<void> {
    await this.assertMay(by, 'disable', userCode);
    return this.act(actor, 'user.disable', userCode, (tx, userId) =>
      setDisabledAt(tx, userId, this.deps.clock.now()),
    );
  }

  async enable(actor: Actor, userCode: string, by: ActingRole = 'system'): Promise<void> {
    await this.assertMay(by, 'enable', userCode);
    return this.act(actor, 'user.enable', userCode, (tx, userId) => setDisabledAt(tx, userId, null));
  }

  /** Lifts the login limits of an account, from every address (a client who called the branch). */
  async unlock(actor: Actor, userCode: string, by: ActingRole = 'system'): Promise<void> {
    const { rateLimiter } = this.deps;
    const userId = await this.assertMay(by, 'unlock', userCode);
    // The counters are their own store (shared/rate-limit.ts): reset first, recorded after.
    await rateLimiter.reset(LOGIN_ACCOUNT_RULE, `user:${userId}`);
    await rateLimiter.resetStartingWith(LOGIN_ACCOUNT_ADDRESS_RULE, `user:${userId}|`);
    await this.record(actor, 'user.unlock', userCode);
  }

  /**
   * Ends every session of an account at once (a phone lost, a computer left signed in); the account stays
   * enabled, and its owner is told by e-mail (docs/decisions/0099).
   */
  async endSessions(actor: Actor, userCode: string, by: ActingRole = 'system'): Promise<void> {
    await this.assertMay(by, 'end-sessions', userCode);
    return this.act(actor, 'user.end-sessions', userCode, async (tx, userId) => {
      await this.deps.sessions.revokeAllOf(userId, undefined, tx);
      await queueSecurityNotice(this.deps, tx, {
        userId,
        event: 'sessions-ended',
        at: this.deps.clock.now(),
      });
    });
  }

  /**
   * Turns the account's authenticator app off and voids its recovery codes, for an owner who lost the phone
   * with the codes (docs/decisions/0091), and ends its sessions: a client sets it up again when they choose,
   * Staff and Superuser at their next login. The owner is told by e-mail.
   */
  async resetSecondFactor(actor: Actor, userCode: string, by: ActingRole = 'system'): Promise<void> {
    await this.assertMay(by, 'reset-second-factor', userCode);
    return this.act(actor, 'user.second-factor-reset', userCode, async (tx, userId) => {
      await removeSecondFactor(tx, userId);
      await this.deps.sessions.revokeAllOf(userId, undefined, tx);
      await queueSecurityNotice(this.deps, tx, {
        userId,
        event: 'second-factor-reset',
        at: this.deps.clock.now(),
      });
    });
  }

  /**
   * The console's search for a client by any key, a page at a time (docs/decisions/0096), by the staff
   * account `staffUserId`, within its searches a minute (decisions/0132).
   */
  async search(staffUserId: number, request: Pick<SearchClientsRequest, 'query' | 'after' | 'limit'>) {
    // Counted before the search: a refused one reads nothing.
    await this.deps.rateLimiter.useOrRefuse(clientSearchRule(this.deps.config), `user:${staffUserId}`);
    return searchClients(this.deps, request);
  }

  /** A Staff or Superuser account, invited to choose its password (docs/decisions/0049). */
  createStaff(actor: Actor, account: StaffAccount): Promise<SentInvite> {
    return createStaffAccount(this.deps, account, actor);
  }

  /**
   * Sends (or sends again) a first-access invite: the newest link is the only one that works. A Staff
   * member may invite only a client who has no password yet (permissions.ts).
   */
  async invite(actor: Actor, userCode: string, by: ActingRole = 'system'): Promise<SentInvite> {
    await this.assertMay(by, 'invite', userCode);
    const sent = await sendInvite(this.deps, userCode);
    await this.record(actor, 'user.invite', userCode);
    return sent;
  }

  /**
   * The invite's e-mail as it would go to the client with this id in the agency's feed, from the same
   * template (docs/decisions/0100); nothing is written. Refused as the invite itself would be.
   */
  async previewClientInvite(agencyId: string, by: ActingRole): Promise<Omit<InvitePreviewReply, 'status'>> {
    const target = await inviteTarget(this.deps.db, { agencyId });
    if (target.account) await this.assertMay(by, 'invite', target.account.userCode);
    return previewInvite(this.deps.db, this.deps.config, target);
  }

  /**
   * Invites the client with this id in the agency's feed: an imported client without an account gets one
   * now, from the feed's e-mail and mobile (docs/decisions/0100). The account, the invite, its e-mail and
   * their records are one transaction.
   */
  inviteClient(actor: Actor, agencyId: string, by: ActingRole): Promise<SentInvite> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const target = await inviteTarget(tx, { agencyId });
      if (target.account) await this.assertMay(by, 'invite', target.account.userCode);
      const { sent, created } = await inviteClientAccount({ ...this.deps, db: tx }, target);
      const at = clock.now();
      if (created) {
        const detail = { client: agencyId };
        await insertAudit(tx, { at, actor, action: 'user.create', target: sent.userID, detail });
      }
      await insertAudit(tx, { at, actor, action: 'user.invite', target: sent.userID });
      return sent;
    });
  }

  /** Records an act done elsewhere. */
  async record(
    actor: Actor,
    action: AuditAction,
    userCode: string,
    detail?: Record<string, string>,
  ): Promise<void> {
    await insertAudit(this.deps.db, { at: this.deps.clock.now(), actor, action, target: userCode, detail });
  }

  /** The audit log, filtered, a page at a time (docs/decisions/0108). */
  log(filter: AuditFilter, page: { after?: string; limit: number }) {
    return auditLogPage(this.deps.db, filter, page);
  }

  /** The audit log, filtered, as CSV, streamed. */
  logCsv(filter: AuditFilter) {
    return auditLogCsv(this.deps.db, filter);
  }

  /**
   * Refuses an act the permission table does not give `by` on this account (FORBIDDEN_001, as for a call
   * the role may not make); an unknown account is NOTFOUND_001. Answers the account's id.
   */
  private async assertMay(by: ActingRole, act: AccountAct, userCode: string): Promise<number> {
    const account = await accountStanding(this.deps.db, userCode, this.deps.config.APPLICATION_ID);
    if (!account) throw notFound();
    if (!mayAct(by, act, targetStateOf(account))) throw new AppError(ErrorCode.FORBIDDEN);
    return account.userId;
  }

  private async act(
    actor: Actor,
    action: AuditAction,
    userCode: string,
    work: (tx: Db, userId: number) => Promise<void>,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const userId = await findUserIdByCode(tx, userCode);
      if (userId === undefined) throw notFound();
      await work(tx, userId);
      await insertAudit(tx, { at: this.deps.clock.now(), actor, action, target: userCode });
    });
  }
}
