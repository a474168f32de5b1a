import { ErrorCode } from '@area-clienti/contract';
import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import { recoveryEmail } from '../../delivery/templates.js';
import type { BackgroundTasks } from '../../shared/background.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { consumeLinkCode, issueLinkCode, linkCodeOwner, newLinkCode } from '../../shared/one-time-codes.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { findUserByLoginId, markEmailVerified, personalDataOf, setPassword } from '../accounts/index.js';
import type { SessionStore } from '../auth/index.js';
import {
  assertAcceptablePassword,
  assertPasswordRule,
  hashPassword,
  LOGIN_ACCOUNT_ADDRESS_RULE,
  LOGIN_ACCOUNT_RULE,
} from '../auth/index.js';
import { queueSecurityNotice } from '../notices/index.js';
import { passkeysOfUser } from '../passkeys/index.js';
import { clientNameOf } from '../profile/index.js';
import { secondFactorEnabled } from '../second-factor/index.js';

export const RECOVERY_CODE_LENGTH = 40;
export const RECOVERY_CODE_MINUTES = 30;
/** Recovery e-mails: 3 an hour per account, 20 requests an hour per client address; beyond, silence. */
export const RECOVERY_ACCOUNT_RULE: RateRule = { bucket: 'recovery-account', limit: 3, windowSeconds: 3600 };
export const RECOVERY_ADDRESS_RULE: RateRule = { bucket: 'recovery-address', limit: 20, windowSeconds: 3600 };

export interface RecoveryDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  deliveries: Deliveries;
  background: BackgroundTasks;
}

/** Password recovery: a link by e-mail, then a new password. Never tells whether an account exists. */
export class RecoveryService {
  constructor(private readonly deps: RecoveryDeps) {}

  /**
   * Answers at once, the same for every id: looking the account up, writing the code and sending the
   * e-mail happen after the reply, so neither the answer nor its time says whether the account exists.
   */
  sendCode(loginId: string, ipAddress: string): void {
    this.deps.background.run('password recovery e-mail', () => this.issueCode(loginId, ipAddress));
  }

  async verifyCode(newPassword: string, code: string): Promise<void> {
    const { db, clock, sessions, rateLimiter } = this.deps;
    assertPasswordRule(newPassword, ErrorCode.RECOVERY_RULES);
    // A dead link is refused before the costly hash; using it is decided in the transaction.
    const linkOwner = await linkCodeOwner(db, { purpose: 'recovery', code, now: clock.now() });
    if (linkOwner === null) throw new AppError(ErrorCode.RECOVERY_CODE);
    assertAcceptablePassword(newPassword, await personalDataOf(db, linkOwner), ErrorCode.RECOVERY_RULES);
    const passwordHash = await hashPassword(newPassword);
    const userId = await db.transaction(async (tx) => {
      const owner = await consumeLinkCode(tx, { purpose: 'recovery', code, now: clock.now() });
      if (owner === null) return null;
      await setPassword(tx, owner, passwordHash);
      // The link came by e-mail: following it proves the address, as verifying a code would.
      await markEmailVerified(tx, owner);
      // Every session ends, and every browser remembered for the second factor is forgotten (revokeAllOf).
      await sessions.revokeAllOf(owner, undefined, tx);
      // A passkey or an app added by whoever held a session still lets them in after the new password: the
      // owner reads them in the notice, with where to remove them (docs/decisions/0131).
      const passkeys = await passkeysOfUser(tx, owner);
      const appOn = await secondFactorEnabled(tx, owner);
      await queueSecurityNotice(this.deps, tx, {
        userId: owner,
        event: 'password-changed',
        at: clock.now(),
        accessWays: { passkeys: passkeys.map(({ name, createdAt }) => ({ name, createdAt })), appOn },
      });
      return owner;
    });
    if (userId === null) throw new AppError(ErrorCode.RECOVERY_CODE);
    // Whoever was locked out by wrong passwords has just proven the account is theirs.
    await rateLimiter.reset(LOGIN_ACCOUNT_RULE, `user:${userId}`);
    await rateLimiter.resetStartingWith(LOGIN_ACCOUNT_ADDRESS_RULE, `user:${userId}|`);
  }

  private async issueCode(loginId: string, ipAddress: string): Promise<void> {
    const { db, clock, rateLimiter, deliveries, config } = this.deps;
    if (!(await rateLimiter.attempt([[RECOVERY_ADDRESS_RULE, ipAddress]])).allowed) return;
    const user = await findUserByLoginId(db, loginId);
    if (!user || user.disabledAt) return;
    if (!(await rateLimiter.attempt([[RECOVERY_ACCOUNT_RULE, `user:${user.id}`]])).allowed) return;
    const code = newLinkCode(RECOVERY_CODE_LENGTH);
    const link = `${publicUrl(config)}/recupero-password/${code}`;
    const nome = await clientNameOf(db, user.clientId);
    const email = { to: user.email, ...recoveryEmail({ nome, link, minutes: RECOVERY_CODE_MINUTES }) };
    await db.transaction(async (tx) => {
      const ttlMs = RECOVERY_CODE_MINUTES * 60_000;
      await issueLinkCode(tx, { userId: user.id, purpose: 'recovery', code, now: clock.now(), ttlMs });
      await deliveries.email(email, { db: tx });
    });
  }
}
