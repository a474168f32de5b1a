import { ErrorCode, type LoginReply, type LoginRequest, type UserStatusReply } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Clock } from '../../shared/clock.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { verifyPassword } from './passwords.js';
import {
  findUserById,
  findUserByLoginId,
  hasLoginMessageToShow,
  pendingPrivacyTypes,
  rolesFor,
} from './queries.js';
import type { SessionStore } from './sessions.js';

/** Failed logins per login id, and per client address (which spans accounts). */
export const LOGIN_ACCOUNT_RULE: RateRule = { bucket: 'login-account', limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_ADDRESS_RULE: RateRule = { bucket: 'login-address', limit: 30, windowSeconds: 15 * 60 };

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  async login(
    request: LoginRequest,
    client: { ipAddress: string; userAgent?: string },
  ): Promise<Omit<LoginReply, 'status'>> {
    const { db, rateLimiter, config, sessions } = this.deps;
    const user = await findUserByLoginId(db, request.loginId);
    // Failures count per account whichever of its ids is typed; an unknown id counts on its own.
    const accountKey = user ? `user:${user.id}` : `id:${request.loginId.toLowerCase()}`;
    if (
      (await rateLimiter.isExceeded(LOGIN_ACCOUNT_RULE, accountKey)) ||
      (await rateLimiter.isExceeded(LOGIN_ADDRESS_RULE, client.ipAddress))
    ) {
      throw new AppError(429, ErrorCode.LOGIN_LOCKED);
    }

    // Unknown user and wrong password take the same path and the same time.
    if (!(await verifyPassword(user?.passwordHash, request.password)) || !user) {
      const accountHits = await rateLimiter.hit(LOGIN_ACCOUNT_RULE, accountKey);
      const addressHits = await rateLimiter.hit(LOGIN_ADDRESS_RULE, client.ipAddress);
      const locked = accountHits >= LOGIN_ACCOUNT_RULE.limit || addressHits >= LOGIN_ADDRESS_RULE.limit;
      throw locked ? new AppError(429, ErrorCode.LOGIN_LOCKED) : new AppError(401, ErrorCode.LOGIN_INVALID);
    }
    if (user.disabledAt) throw new AppError(403, ErrorCode.USER_DISABLED);

    const roles =
      request.applicationId === config.APPLICATION_ID
        ? await rolesFor(db, user.id, config.APPLICATION_ID)
        : [];
    if (roles.length === 0) throw new AppError(403, ErrorCode.LOGIN_GROUP);

    await rateLimiter.reset(LOGIN_ACCOUNT_RULE, accountKey);
    const token = await sessions.create(user.id, client);
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

  async status(userId: number): Promise<Omit<UserStatusReply, 'status'>> {
    const { db, clock } = this.deps;
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
    const [privacyUpdates, messageToShow] = await Promise.all([
      pendingPrivacyTypes(db, user.id),
      hasLoginMessageToShow(db, user.id, clock.now()),
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
      loginWarning: false,
    };
  }
}
