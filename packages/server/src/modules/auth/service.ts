import {
  ErrorCode,
  type LoginReply,
  type LoginRequest,
  PASSWORD_RULE,
  type UserStatusReply,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ClientInfo, SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  findUserById,
  findUserByLoginId,
  hasLoginMessageToShow,
  pendingPrivacyTypes,
  rolesFor,
  setPassword,
  type UserRow,
} from './queries.js';
import type { SessionStore } from './sessions.js';

/** Failed logins per login id, and per client address (which spans accounts). */
export const LOGIN_ACCOUNT_RULE: RateRule = { bucket: 'login-account', limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_ADDRESS_RULE: RateRule = { bucket: 'login-address', limit: 30, windowSeconds: 15 * 60 };
/** Wrong current passwords at a password change, per user (docs/decisions/0017). */
export const PASSWORD_CHANGE_RULE: RateRule = { bucket: 'password-change', limit: 5, windowSeconds: 15 * 60 };

/** What every way in answers: the bearer token and the session user (login, invite, single sign-on). */
export type SessionReply = Omit<LoginReply, 'status'>;

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  async login(request: LoginRequest, client: ClientInfo): Promise<SessionReply> {
    const { db, rateLimiter, config } = this.deps;
    const user = await findUserByLoginId(db, request.loginId);
    // Failures count per account whichever of its ids is typed; an unknown id counts on its own.
    const accountKey = user ? `user:${user.id}` : `id:${request.loginId.toLowerCase()}`;
    if (
      (await rateLimiter.isExceeded(LOGIN_ACCOUNT_RULE, accountKey)) ||
      (await rateLimiter.isExceeded(LOGIN_ADDRESS_RULE, client.ipAddress))
    ) {
      throw new AppError(ErrorCode.LOGIN_LOCKED);
    }

    // Unknown user and wrong password take the same path and the same time.
    if (!(await verifyPassword(user?.passwordHash, request.password)) || !user) {
      const accountHits = await rateLimiter.hit(LOGIN_ACCOUNT_RULE, accountKey);
      const addressHits = await rateLimiter.hit(LOGIN_ADDRESS_RULE, client.ipAddress);
      const locked = accountHits >= LOGIN_ACCOUNT_RULE.limit || addressHits >= LOGIN_ADDRESS_RULE.limit;
      throw locked ? new AppError(ErrorCode.LOGIN_LOCKED) : new AppError(ErrorCode.LOGIN_INVALID);
    }
    if (user.disabledAt) throw new AppError(ErrorCode.USER_DISABLED);
    if (request.applicationId !== config.APPLICATION_ID) throw new AppError(ErrorCode.LOGIN_GROUP);

    const reply = await this.startSession(user, client);
    await rateLimiter.reset(LOGIN_ACCOUNT_RULE, accountKey);
    return reply;
  }

  /**
   * Opens a session for a user who has proved who they are (password, invite, single sign-on) and builds
   * the login reply. `db` may be a transaction. A user with no role in this application gets `noRole`.
   */
  async startSession(
    user: UserRow,
    client: ClientInfo,
    { db = this.deps.db, noRole = new AppError(ErrorCode.LOGIN_GROUP) }: { db?: Db; noRole?: AppError } = {},
  ): Promise<SessionReply> {
    const { config, sessions } = this.deps;
    const roles = await rolesFor(db, user.id, config.APPLICATION_ID);
    if (roles.length === 0) throw noRole;
    const token = await sessions.create(user.id, client, db);
    return {
      token,
      user: {
        id: user.userCode,
        username: user.userCode,
        email: user.email,
        active: true,
        registrations: [{ applicationId: config.APPLICATION_ID, roles }],
      },
    };
  }

  /**
   * The caller changes their own password: the current one must be right (wrong ones are counted), the
   * new one must follow the rule and differ from it. Every other session of the user ends.
   */
  async changePassword(
    identity: SessionIdentity,
    request: { currentPassword: string; password: string },
  ): Promise<{ oneTimePassword: false }> {
    const { db, rateLimiter, sessions } = this.deps;
    const counted = `user:${identity.userId}`;
    if (await rateLimiter.isExceeded(PASSWORD_CHANGE_RULE, counted)) {
      throw new AppError(ErrorCode.LOGIN_LOCKED);
    }
    if (!PASSWORD_RULE.test(request.password)) throw new AppError(ErrorCode.CHANGEPASSWORD_RULES);
    const user = await findUserById(db, identity.userId);
    if (!(await verifyPassword(user?.passwordHash, request.currentPassword)) || !user) {
      const hits = await rateLimiter.hit(PASSWORD_CHANGE_RULE, counted);
      throw hits >= PASSWORD_CHANGE_RULE.limit
        ? new AppError(ErrorCode.LOGIN_LOCKED)
        : new AppError(ErrorCode.CHANGEPASSWORD_WRONG);
    }
    if (request.password === request.currentPassword) {
      throw new AppError(ErrorCode.CHANGEPASSWORD_RULES);
    }
    const passwordHash = await hashPassword(request.password);
    await db.transaction(async (tx) => {
      await setPassword(tx, user.id, passwordHash);
      await sessions.revokeAllOf(user.id, identity.sessionId, tx);
    });
    await rateLimiter.reset(PASSWORD_CHANGE_RULE, counted);
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
    const [privacyUpdates, messageToShow, loginWarning] = await Promise.all([
      pendingPrivacyTypes(db, user.id),
      hasLoginMessageToShow(db, user.id, clock.now()),
      sessionId === undefined ? false : sessions.isNewAccess(sessionId),
    ]);
    return {
      user: {
        enabled: user.enabled,
        onboardCompleted: user.onboardCompleted,
        phoneVerified: user.phoneVerified,
        emailVerified: user.emailVerified,
        phone: user.phone,
        autologinFlag: user.autologinFlag,
      },
      email: user.email,
      privacyUpdates,
      messageToShow,
      passwordUpdate: user.passwordUpdateRequired,
      loginWarning,
    };
  }
}
