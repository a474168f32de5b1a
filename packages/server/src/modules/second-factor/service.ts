import { randomInt } from 'node:crypto';
import {
  type AuditAction,
  ErrorCode,
  maskCodeDestination,
  RECOVERY_CODE_COUNT,
  Role,
  TRUSTED_BROWSER_DAYS,
  type VerifySecondFactorRequest,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { SecurityEvent } from '../../delivery/security-notice.js';
import type { ClientInfo, SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { checkTypedCode } from '../../shared/one-time-codes.js';
import type { RateHit, RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { findUserById } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { LOGIN_ACCOUNT_RULE, type SessionStore, type TrustedDevices, verifyPassword } from '../auth/index.js';
import { queueSecurityNotice } from '../notices/index.js';
import { MAX_CODE_FAILURES, type OnboardingService } from '../onboarding/index.js';
import { DEMO_TOTP_SECRET } from './demo.js';
import type { SecondFactorKeys } from './keys.js';
import {
  disableSecondFactor,
  enableSecondFactor,
  keepPendingSecret,
  markOffered,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  secondFactorOf,
  takeTimeStep,
  useRecoveryCode,
} from './queries.js';
import { enrolmentOf, matchingStep, newSecret } from './totp.js';

/**
 * Wrong codes count like wrong passwords (docs/decisions/0037, 0091): five in 15 minutes per account lock
 * the second factor until the window ends; a right code starts the count again. Every kind of code (app,
 * recovery, SMS) counts in the one bucket, so switching kinds buys no guesses.
 */
export const SECOND_FACTOR_RULE: RateRule = {
  bucket: 'second-factor',
  limit: 5,
  windowSeconds: 15 * 60,
  onSuccess: 'reset',
};

/** The acts of which the owner is told by e-mail, whoever did them (docs/decisions/0099). */
const OWNER_TOLD: Partial<Record<string, SecurityEvent>> = {
  'user.second-factor-enable': 'second-factor-on',
  'user.second-factor-disable': 'second-factor-off',
  'user.second-factor-recovery-code': 'recovery-code-used',
};

/** The roles that must have the factor (and cannot turn it off). */
const REQUIRED_ROLES: readonly string[] = [Role.STAFF, Role.SUPERUSER];

/** Recovery codes: 10 characters of an alphabet without 0/O, 1/I/L (≈ 49 bits each), shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newRecoveryCode = () =>
  Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export interface SecondFactorDeps {
  db: Db;
  config: Pick<Config, 'NODE_ENV' | 'STAGING_DEMO' | 'PUBLIC_URL' | 'PORT'>;
  /** The e-mail that tells the owner the factor was turned on or off, or a recovery code used. */
  deliveries: Deliveries;
  clock: Clock;
  keys: SecondFactorKeys;
  sessions: SessionStore;
  devices: TrustedDevices;
  rateLimiter: RateLimiter;
  onboarding: OnboardingService;
}

/** The second factor: set-up, the check after a password login or for a step-up, recovery codes, SMS. */
export class SecondFactorService {
  constructor(private readonly deps: SecondFactorDeps) {}

  async state(identity: SessionIdentity) {
    const pending = identity.secondFactorPending === true;
    const { db } = this.deps;
    const [row, user, left] = await Promise.all([
      secondFactorOf(db, identity.userId),
      findUserById(db, identity.userId),
      recoveryCodesLeft(db, identity.userId),
    ]);
    const enabled = row?.enabledAt != null;
    return {
      enabled,
      pending: pending ? (enabled ? ('verify' as const) : ('setup' as const)) : null,
      required: identity.roles.some((role) => REQUIRED_ROLES.includes(role)),
      offered: row?.offeredAt != null,
      recoveryCodesLeft: enabled ? left : 0,
      // A login's factor is never an SMS, nor an account's with the app (docs/decisions/0131): none offered.
      smsTo:
        !pending && !enabled && user?.phoneVerified && user.phone ? maskCodeDestination(user.phone) : null,
    };
  }

  /** A new secret to scan; the factor stays off until `confirmSetup` gets its first code. */
  async startSetup(identity: SessionIdentity) {
    const { db, keys } = this.deps;
    const row = await secondFactorOf(db, identity.userId);
    if (row?.enabledAt != null) throw new AppError(ErrorCode.SECONDFACTOR_STATE);
    const secret = newSecret();
    await keepPendingSecret(db, identity.userId, keys.seal(secret, identity.userId));
    return { secret, ...(await enrolmentOf(secret, identity.userCode)) };
  }

  /** The first code from the app turns the factor on; the session is whole; the recovery codes, shown once. */
  async confirmSetup(identity: SessionIdentity, code: string) {
    const { db, keys, clock } = this.deps;
    const row = await secondFactorOf(db, identity.userId);
    if (row?.enabledAt != null || !row?.pendingSecretSealed) throw new AppError(ErrorCode.SECONDFACTOR_STATE);
    const sealed = row.pendingSecretSealed;
    const codes = await this.guarded(identity, async () => {
      const step = matchingStep(keys.open(sealed, identity.userId), code, clock.now());
      if (step === null) return undefined;
      return db.transaction(async (tx) => {
        if (!(await enableSecondFactor(tx, identity.userId, sealed, step, clock.now()))) return undefined;
        const fresh = await this.replaceCodes(tx, identity.userId);
        await this.deps.sessions.secondFactorGiven(identity.sessionId, tx);
        await this.record(tx, identity, 'user.second-factor-enable');
        return fresh;
      });
    });
    return { recoveryCodes: codes };
  }

  /**
   * A code after a password login, or for a step-up: the app's (single use per time step), a recovery
   * code (single use), or the SMS's. A right one makes the session whole and its step-up fresh;
   * `rememberBrowser` lets this browser skip the factor for 30 days.
   */
  async verify(identity: SessionIdentity, request: VerifySecondFactorRequest, client: ClientInfo) {
    if (request.method === 'password') return this.stepUpWithPassword(identity, request.password);
    const { db, keys, clock } = this.deps;
    const userId = identity.userId;
    const row = await secondFactorOf(db, userId);
    const enabled = row?.enabledAt != null && row.secretSealed != null;
    // Without the app: only an SMS code, for a client's step-up (decisions/0092); Staff and Superuser
    // set the app up (a session pending its set-up is made whole only by `confirmSetup`).
    const required = identity.roles.some((role) => REQUIRED_ROLES.includes(role));
    if (!enabled && (request.method !== 'sms' || required || identity.secondFactorPending)) {
      throw new AppError(ErrorCode.SECONDFACTOR_STATE);
    }
    // The app keeps its place, at login and for a step-up: a stolen password or session with a phone's SMS
    // (a SIM swap, a forwarded message) must not be worth the app's code; the recovery codes stay for a lost
    // phone (decisions/0131).
    if (request.method === 'sms' && (identity.secondFactorPending || enabled)) {
      throw new AppError(ErrorCode.SECONDFACTOR_SMS_REFUSED);
    }
    await this.guarded(identity, async () => {
      const now = clock.now();
      return db.transaction(async (tx) => {
        let ok = false;
        if (request.method === 'app' && row?.secretSealed) {
          const secret = keys.open(row.secretSealed, userId);
          const step = this.demoRefused(secret) ? null : matchingStep(secret, request.code, now);
          ok = step !== null && (await takeTimeStep(tx, userId, step));
        } else if (request.method === 'recovery') {
          const code = String(request.code).replace(/[\s-]/g, '').toUpperCase();
          ok = await useRecoveryCode(tx, userId, keys.recoveryHash(userId, code), now);
          if (ok) await this.record(tx, identity, 'user.second-factor-recovery-code');
        } else if (request.method === 'sms') {
          const check = await checkTypedCode(tx, {
            userId,
            purpose: 'second-factor',
            code: request.code,
            now,
            maxFailures: MAX_CODE_FAILURES,
          });
          ok = check.result === 'valid';
        }
        if (ok) await this.deps.sessions.secondFactorGiven(identity.sessionId, tx);
        return ok ? true : undefined;
      });
    });
    if (request.rememberBrowser) {
      const until = new Date(clock.now().getTime() + TRUSTED_BROWSER_DAYS * 86_400_000);
      await this.deps.devices.skipSecondFactorUntil(userId, client.device, until);
    }
    return { recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, userId) : 0 };
  }

  /**
   * The password typed again: the step-up of a client without the app (decisions/0130), never the login's
   * second factor (the login has just checked the password) nor an account that has the app, whose code is
   * the stronger proof. A wrong one counts twice: in the factor's bucket, with the codes, and in the login's
   * account-wide count, so a session cannot guess the password faster than the login page, and an account
   * locked by failed logins is locked here too.
   */
  private async stepUpWithPassword(identity: SessionIdentity, password: string) {
    const { db } = this.deps;
    const userId = identity.userId;
    const [row, user] = await Promise.all([secondFactorOf(db, userId), findUserById(db, userId)]);
    const required = identity.roles.some((role) => REQUIRED_ROLES.includes(role));
    if (row?.enabledAt != null || required || identity.secondFactorPending) {
      throw new AppError(ErrorCode.SECONDFACTOR_STATE);
    }
    await this.guarded(identity, async () => {
      if (!(await verifyPassword(user?.passwordHash, password))) return undefined;
      await this.deps.sessions.secondFactorGiven(identity.sessionId);
      return true;
    }, [[LOGIN_ACCOUNT_RULE, `user:${userId}`]]);
    return { recoveryCodesLeft: 0 };
  }

  /** The demo's published secret, in production (but a staging demo): its codes open nothing. */
  private demoRefused(secret: string): boolean {
    const { NODE_ENV, STAGING_DEMO } = this.deps.config;
    return secret === DEMO_TOTP_SECRET && NODE_ENV === 'production' && STAGING_DEMO !== 'true';
  }

  /**
   * An SMS code to the verified mobile, for the step-up of a client without the app. Never at login nor to an
   * account with the app (decisions/0131), and never to a number not yet confirmed by a code sent to it.
   */
  async sendSms(identity: SessionIdentity, client: ClientInfo) {
    if (identity.secondFactorPending) throw new AppError(ErrorCode.SECONDFACTOR_SMS_REFUSED);
    const [user, row] = await Promise.all([
      findUserById(this.deps.db, identity.userId),
      secondFactorOf(this.deps.db, identity.userId),
    ]);
    if (!user?.phoneVerified || !user.phone) throw new AppError(ErrorCode.SECONDFACTOR_NO_MOBILE);
    if (row?.enabledAt != null) throw new AppError(ErrorCode.SECONDFACTOR_SMS_REFUSED);
    await this.deps.onboarding.sendSecondFactorCode(user.id, user.phone, client);
    return { smsTo: maskCodeDestination(user.phone) };
  }

  /** A new set of recovery codes (behind a step-up): the old ones stop working. */
  async newRecoveryCodes(identity: SessionIdentity) {
    const { db } = this.deps;
    const row = await secondFactorOf(db, identity.userId);
    if (row?.enabledAt == null) throw new AppError(ErrorCode.SECONDFACTOR_STATE);
    const recoveryCodes = await db.transaction(async (tx) => {
      const codes = await this.replaceCodes(tx, identity.userId);
      await this.record(tx, identity, 'user.second-factor-new-recovery-codes');
      return codes;
    });
    return { recoveryCodes };
  }

  /** Turns the app off (behind a step-up); Staff and Superuser must keep it. */
  async disable(identity: SessionIdentity) {
    const { db } = this.deps;
    const row = await secondFactorOf(db, identity.userId);
    if (row?.enabledAt == null || identity.roles.some((role) => REQUIRED_ROLES.includes(role))) {
      throw new AppError(ErrorCode.SECONDFACTOR_STATE);
    }
    await db.transaction(async (tx) => {
      await disableSecondFactor(tx, identity.userId);
      await this.record(tx, identity, 'user.second-factor-disable');
    });
    return {};
  }

  /** The offer after login ("Attiva" / "Non ora") was shown: not again. */
  async dismissOffer(identity: SessionIdentity) {
    await markOffered(this.deps.db, identity.userId, this.deps.clock.now());
    return {};
  }

  /**
   * Runs a code check under the lockout: the attempt is counted first (locked: SECONDFACTOR_004 with its
   * minutes), a right code (a defined answer) forgives it, a wrong one is SECONDFACTOR_003. Reaching the
   * limit is recorded in the audit log (a burst of wrong codes).
   */
  private async guarded<T>(
    identity: SessionIdentity,
    check: () => Promise<T | undefined>,
    alsoCounted: RateHit[] = [],
  ): Promise<T> {
    const hits: RateHit[] = [[SECOND_FACTOR_RULE, `user:${identity.userId}`], ...alsoCounted];
    const attempt = await this.deps.rateLimiter.attempt(hits);
    const atLimit = hits.map(([rule], i) => (attempt.counts[i] ?? 0) >= rule.limit);
    // Locked until the last window of a rule at its limit ends.
    const locked = () => {
      const now = this.deps.clock.now().getTime();
      const end = Math.max(
        ...hits.map(([rule], i) =>
          atLimit[i] ? (attempt.windowStarts[i]?.getTime() ?? now) + rule.windowSeconds * 1000 : 0,
        ),
      );
      const retryAfterMinutes = Math.max(1, Math.ceil((end - now) / 60_000));
      return new AppError(ErrorCode.SECONDFACTOR_LOCKED, { retryAfterMinutes });
    };
    if (!attempt.allowed) throw locked();
    const result = await check();
    if (result !== undefined) {
      await this.deps.rateLimiter.forgive(hits);
      return result;
    }
    if (atLimit.some(Boolean)) {
      await this.record(this.deps.db, identity, 'user.second-factor-locked');
      throw locked();
    }
    throw new AppError(ErrorCode.SECONDFACTOR_WRONG);
  }

  private async replaceCodes(tx: Db, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => this.deps.keys.recoveryHash(userId, code)),
      this.deps.clock.now(),
    );
    return codes.map(shown);
  }

  /** Records an act in the audit log; the owner hears by e-mail of those that change the way in (0099). */
  private async record(db: Db, identity: SessionIdentity, action: AuditAction) {
    const at = this.deps.clock.now();
    await insertAudit(db, { at, actor: identity.userCode, action, target: identity.userCode });
    const event = OWNER_TOLD[action];
    if (event) await queueSecurityNotice(this.deps, db, { userId: identity.userId, event, at });
  }
}
