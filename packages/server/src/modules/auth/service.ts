import {
  ErrorCode,
  type LoginReply,
  type LoginRequest,
  PasswordRefusal,
  Role,
  type UserStatusReply,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { ClientInfo, SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import type { AttemptCounts, RateHit, RateLimiter, RateRule } from '../../shared/rate-limit.js';
import {
  findUserById,
  findUserForLogin,
  personalDataOf,
  rolesFor,
  setPassword,
  type UserRow,
} from '../accounts/index.js';
import { queueSecurityNotice } from '../notices/index.js';
import { pendingPrivacyTypes } from '../privacy/index.js';
import type { TrustedDevices } from './devices.js';
import { assertAcceptablePassword, assertPasswordRule } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { hasLoginMessageToShow } from './queries.js';
import type { SessionStore } from './sessions.js';

/**
 * Login throttling (docs/decisions/0037). Every attempt is counted before the password is checked. From a
 * browser the user logged in from before (a trusted device) only that browser's own count applies, so
 * failures elsewhere never lock its owner out. From any other browser: per account and address, per
 * account (the bound on guesses from everywhere), and per address across accounts.
 */
export const LOGIN_DEVICE_RULE: RateRule = {
  bucket: 'login-device',
  limit: 10,
  windowSeconds: 15 * 60,
  onSuccess: 'reset',
};
export const LOGIN_ACCOUNT_ADDRESS_RULE: RateRule = {
  bucket: 'login-account-address',
  limit: 5,
  windowSeconds: 15 * 60,
  onSuccess: 'reset',
};
export const LOGIN_ACCOUNT_RULE: RateRule = { bucket: 'login-account', limit: 20, windowSeconds: 60 * 60 };
export const LOGIN_ADDRESS_RULE: RateRule = { bucket: 'login-address', limit: 100, windowSeconds: 15 * 60 };
/** Wrong current passwords at a password change, per user (docs/decisions/0017). */
export const PASSWORD_CHANGE_RULE: RateRule = {
  bucket: 'password-change',
  limit: 5,
  windowSeconds: 15 * 60,
  onSuccess: 'reset',
};

/** What every way in answers: the bearer token and the session user (login, invite, single sign-on). */
export type SessionReply = Omit<LoginReply, 'status'>;
/** A session just opened, and the trusted-device cookie its browser gets (http: modules/auth/opened.ts). */
export type OpenedSession = SessionReply & { deviceToken: string };

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sessions: SessionStore;
  devices: TrustedDevices;
  rateLimiter: RateLimiter;
  /** The e-mail that tells the owner their password changed. */
  deliveries: Deliveries;
  /**
   * Tests only: how a login checks a password (the real argon2id `verifyPassword` when absent). The login
   * storm test makes it answer at once, so that the logins of one account meet in the database.
   */
  checkPassword?: typeof verifyPassword;
  /**
   * Whether the user has the second factor on (the second-factor module's query, wired in services.ts:
   * that module sits above this one; docs/decisions/0091). Absent: nobody has it.
   */
  secondFactorEnabled?: (db: Db, userId: number) => Promise<boolean>;
  /** Whether the offer of the second factor is due to the user (never offered, not set up): the same wiring. */
  secondFactorOfferDue?: (db: Db, userId: number) => Promise<boolean>;
}

/** The roles that must have a second factor, set up at their first login (docs/decisions/0091). */
const FACTOR_REQUIRED_ROLES: readonly string[] = [Role.STAFF, Role.SUPERUSER];

interface StartOptions {
  /** A transaction the session is born in. */
  db?: Db;
  /** What a user with no role in this application is told. */
  noRole?: AppError;
  /** The user's roles in this application, when the caller read them already (a login, with the user). */
  roles?: string[];
  /** The id of the trusted device whose cookie the browser presented, when the caller found it already. */
  knownDevice?: number;
  /** The trusted device skips the second factor until then ("Ricorda questo browser"). */
  deviceSkipsFactorUntil?: Date | null;
  /** The way in was two factors already (a passkey): the session starts whole, its step-up fresh. */
  factorGiven?: boolean;
}

/** A count that reached its rule's limit: the attempt that got there is told the account is now locked. */
const reachedLimit = (hits: RateHit[], counts: number[]) =>
  hits.some(([rule], i) => (counts[i] ?? 0) >= rule.limit);

/**
 * LOGIN_002 with the minutes until every rule at its limit has reached the end of its window (issue 20,
 * docs/decisions/0090): the lockout says how long it lasts.
 */
function lockedOut(hits: RateHit[], attempt: AttemptCounts, now: Date): AppError {
  const ends = hits.map(([rule], i) =>
    (attempt.counts[i] ?? 0) >= rule.limit
      ? (attempt.windowStarts[i]?.getTime() ?? now.getTime()) + rule.windowSeconds * 1000
      : 0,
  );
  const retryAfterMinutes = Math.max(1, Math.ceil((Math.max(...ends) - now.getTime()) / 60_000));
  return new AppError(ErrorCode.LOGIN_LOCKED, { retryAfterMinutes });
}

/**
 * A wrong password (or an unknown id, the same answer): LOGIN_002 when it reached a limit, else LOGIN_001
 * with the wrong attempts left before the lockout. An unknown id is counted like an account, so the
 * figures say nothing of whether the account exists.
 */
function wrongPassword(hits: RateHit[], attempt: AttemptCounts, now: Date): AppError {
  if (reachedLimit(hits, attempt.counts)) return lockedOut(hits, attempt, now);
  const attemptsLeft = Math.min(...hits.map(([rule], i) => rule.limit - (attempt.counts[i] ?? 0)));
  return new AppError(ErrorCode.LOGIN_INVALID, { attemptsLeft });
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  async login(request: LoginRequest, client: ClientInfo): Promise<OpenedSession> {
    const { db, rateLimiter, config, devices } = this.deps;
    // The user and their roles in one statement: a login is its hash plus as few round trips as it can.
    const found = await findUserForLogin(db, request.loginId, config.APPLICATION_ID);
    const user = found?.user;
    // Failures count per account whichever of its ids is typed; an unknown id counts on its own.
    const accountKey = user ? `user:${user.id}` : `id:${request.loginId.toLowerCase()}`;
    const foundDevice = user ? await devices.findWithSecondFactor(user.id, client.device) : undefined;
    const device = foundDevice?.id;
    const hits: RateHit[] =
      device !== undefined
        ? [[LOGIN_DEVICE_RULE, `device:${device}`]]
        : [
            [LOGIN_ACCOUNT_ADDRESS_RULE, `${accountKey}|${client.ipAddress}`],
            [LOGIN_ACCOUNT_RULE, accountKey],
            [LOGIN_ADDRESS_RULE, client.ipAddress],
          ];
    const attempt = await rateLimiter.attempt(hits);
    if (!attempt.allowed) throw lockedOut(hits, attempt, this.deps.clock.now());

    // Unknown user and wrong password take the same path and the same time.
    const checkPassword = this.deps.checkPassword ?? verifyPassword;
    if (!(await checkPassword(user?.passwordHash, request.password)) || !user) {
      throw wrongPassword(hits, attempt, this.deps.clock.now());
    }
    if (user.disabledAt) throw new AppError(ErrorCode.USER_DISABLED);
    if (request.applicationId !== config.APPLICATION_ID) throw new AppError(ErrorCode.LOGIN_GROUP);

    const opened = await this.startSession(user, client, {
      roles: found?.roles,
      knownDevice: device,
      deviceSkipsFactorUntil: foundDevice?.secondFactorUntil ?? null,
    });
    // A success is no failure: the owner's own counts start again, and the wide ones take it back.
    await rateLimiter.forgive(hits);
    return opened;
  }

  /**
   * Opens a session for a user who has proved who they are (password, invite, single sign-on) and builds
   * the login reply. `db` may be a transaction. A user with no role in this application gets `noRole`.
   */
  async startSession(
    user: UserRow,
    client: ClientInfo,
    {
      db = this.deps.db,
      noRole = new AppError(ErrorCode.LOGIN_GROUP),
      roles: knownRoles,
      knownDevice,
      deviceSkipsFactorUntil,
      factorGiven = false,
    }: StartOptions = {},
  ): Promise<OpenedSession> {
    const { config, sessions, devices, clock } = this.deps;
    const roles = knownRoles ?? (await rolesFor(db, user.id, config.APPLICATION_ID));
    if (roles.length === 0) throw noRole;
    const now = clock.now();
    const pending = factorGiven
      ? undefined
      : await this.pendingFactor(db, user.id, roles, deviceSkipsFactorUntil, client, now);
    const token = await sessions.create(user.id, client, db, {
      pending: pending !== undefined,
      givenAt: factorGiven ? now : null,
    });
    return {
      token,
      ...(pending ? { secondFactor: pending } : {}),
      user: {
        id: user.userCode,
        username: user.userCode,
        email: user.email,
        active: true,
        registrations: [{ applicationId: config.APPLICATION_ID, roles }],
      },
      deviceToken: await devices.remember(user.id, client.device, db, knownDevice),
    };
  }

  /**
   * What a session opened without a second factor waits for: 'verify' when the user has it on (unless this
   * browser was remembered, until its date), 'setup' for Staff and Superuser without it, else nothing.
   */
  private async pendingFactor(
    db: Db,
    userId: number,
    roles: string[],
    skipsUntil: Date | null | undefined,
    client: ClientInfo,
    now: Date,
  ): Promise<'verify' | 'setup' | undefined> {
    const enabled = (await this.deps.secondFactorEnabled?.(db, userId)) ?? false;
    if (enabled) {
      const until =
        skipsUntil !== undefined
          ? skipsUntil
          : ((await this.deps.devices.findWithSecondFactor(userId, client.device))?.secondFactorUntil ??
            null);
      return until !== null && until > now ? undefined : 'verify';
    }
    return roles.some((role) => FACTOR_REQUIRED_ROLES.includes(role)) ? 'setup' : undefined;
  }

  /**
   * The caller changes their own password: the current one must be right (wrong ones are counted), the
   * new one must follow the rule and differ from it. Every other session of the user ends. The spec's rule
   * costs nothing and comes first; the rest of the policy (tens of milliseconds of this thread) runs only
   * once the current password is right, so a burst of guesses costs no estimator, and a refused new
   * password is no wrong guess: the attempt is forgiven before it is refused.
   */
  async changePassword(
    identity: SessionIdentity,
    request: { currentPassword: string; password: string },
  ): Promise<{ oneTimePassword: false }> {
    const { db, rateLimiter, sessions } = this.deps;
    assertPasswordRule(request.password, ErrorCode.CHANGEPASSWORD_RULES);
    const hits: RateHit[] = [[PASSWORD_CHANGE_RULE, `user:${identity.userId}`]];
    const attempt = await rateLimiter.attempt(hits);
    const now = this.deps.clock.now();
    if (!attempt.allowed) throw lockedOut(hits, attempt, now);
    const user = await findUserById(db, identity.userId);
    if (!(await verifyPassword(user?.passwordHash, request.currentPassword)) || !user) {
      throw reachedLimit(hits, attempt.counts)
        ? lockedOut(hits, attempt, now)
        : new AppError(ErrorCode.CHANGEPASSWORD_WRONG);
    }
    await rateLimiter.forgive(hits);
    assertAcceptablePassword(
      request.password,
      await personalDataOf(db, identity.userId),
      ErrorCode.CHANGEPASSWORD_RULES,
    );
    if (request.password === request.currentPassword) {
      throw new AppError(ErrorCode.CHANGEPASSWORD_RULES, { detail: PasswordRefusal.SAME });
    }
    const passwordHash = await hashPassword(request.password);
    await db.transaction(async (tx) => {
      await setPassword(tx, user.id, passwordHash);
      await sessions.revokeAllOf(user.id, identity.sessionId, tx);
      await queueSecurityNotice(this.deps, tx, { userId: user.id, event: 'password-changed', at: now });
    });
    return { oneTimePassword: false };
  }

  /** The status of a user; `sessionId` (the caller's session) tells whether it was a new access. */
  async status(userId: number, sessionId?: number): Promise<Omit<UserStatusReply, 'status'>> {
    const { db, clock, sessions } = this.deps;
    const user = await findUserById(db, userId);
    if (!user) {
      return {
        user: null,
        email: null,
        privacyUpdates: [],
        messageToShow: false,
        passwordUpdate: false,
        loginWarning: false,
      };
    }
    const [privacyUpdates, messageToShow, loginWarning, secondFactorOffer] = await Promise.all([
      pendingPrivacyTypes(db, user.id),
      hasLoginMessageToShow(db, user.id, clock.now()),
      sessionId === undefined ? false : sessions.isNewAccess(sessionId),
      this.deps.secondFactorOfferDue?.(db, user.id) ?? false,
    ]);
    return {
      user: {
        enabled: user.enabled,
        onboardCompleted: user.onboardCompleted,
        phoneVerified: user.phoneVerified,
        emailVerified: user.emailVerified,
        phone: user.phone,
        autologinFlag: user.autologinFlag,
        clientNotices: user.clientNotices,
      },
      email: user.email,
      privacyUpdates,
      messageToShow,
      passwordUpdate: user.passwordUpdateRequired,
      loginWarning,
      secondFactorOffer,
    };
  }
}
