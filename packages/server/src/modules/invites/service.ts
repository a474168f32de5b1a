import { ErrorCode } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { ClientInfo } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import type { RateHit, RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { markEmailVerified, personalDataOf, setPassword } from '../accounts/index.js';
import type { AuthService, OpenedSession, SessionStore } from '../auth/index.js';
import { assertAcceptablePassword, assertPasswordRule, hashPassword } from '../auth/index.js';
import { inviteSecretHash } from './create.js';
import { findInvite, markInviteUsed } from './queries.js';

/** Invite checks and failed invite uses per client address: enough for people, not for enumeration. */
export const INVITE_ADDRESS_RULE: RateRule = { bucket: 'invite-address', limit: 30, windowSeconds: 15 * 60 };
/** Failed invite uses per user ID. */
export const INVITE_USER_RULE: RateRule = {
  bucket: 'invite-user',
  limit: 5,
  windowSeconds: 15 * 60,
  onSuccess: 'reset',
};

const tooMany = () => new AppError(ErrorCode.PHONE_CODE_LOCKED);

export interface InviteServiceDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  sessions: SessionStore;
  auth: AuthService;
}

/** First access by invite (SPEC §2 /first, §4 "Invite flow"). */
export class InviteService {
  constructor(private readonly deps: InviteServiceDeps) {}

  /** Whether the link works: an unused, unexpired invite of that user. Never an error for a wrong one. */
  async check(userCode: string, secret: string, client: ClientInfo): Promise<boolean> {
    const { db, clock, rateLimiter } = this.deps;
    if (!(await rateLimiter.attempt([[INVITE_ADDRESS_RULE, client.ipAddress]])).allowed) throw tooMany();
    const found = await findInvite(db, userCode, inviteSecretHash(secret));
    return Boolean(
      found && !found.invite.usedAt && found.invite.expiresAt > clock.now() && !found.user.disabledAt,
    );
  }

  /** Sets the user's first password with the invite, uses it up, and logs the user in. */
  async accept(
    request: { userID: string; hash_pwd: string; newPassword: string },
    client: ClientInfo,
  ): Promise<OpenedSession> {
    const { db, clock, rateLimiter, sessions, auth } = this.deps;
    // The rule of SPEC §5 needs nothing of the invite: a password breaking it costs no attempt.
    assertPasswordRule(request.newPassword, ErrorCode.CHANGEPASSWORD_RULES);
    // Every use is counted before the invite is looked up: simultaneous guesses cannot outrun the limit.
    const hits: RateHit[] = [
      [INVITE_USER_RULE, request.userID],
      [INVITE_ADDRESS_RULE, client.ipAddress],
    ];
    const attempt = await rateLimiter.attempt(hits);
    if (!attempt.allowed) throw tooMany();
    const found = await findInvite(db, request.userID, inviteSecretHash(request.hash_pwd));
    if (!found || found.invite.usedAt) {
      if ((attempt.counts[0] ?? 0) >= INVITE_USER_RULE.limit) throw tooMany();
      throw new AppError(ErrorCode.INVITE_INVALID);
    }
    // The link is right: whatever is wrong now (expired, a weak password) was no guess.
    await rateLimiter.forgive(hits);
    const now = clock.now();
    if (found.invite.expiresAt <= now) throw new AppError(ErrorCode.INVITE_EXPIRED);
    const { user, invite } = found;
    assertAcceptablePassword(
      request.newPassword,
      await personalDataOf(db, user.id),
      ErrorCode.CHANGEPASSWORD_RULES,
    );
    if (user.disabledAt) throw new AppError(ErrorCode.USER_DISABLED);

    const passwordHash = await hashPassword(request.newPassword);
    const reply = await db.transaction(async (tx) => {
      // Two requests racing with the same link: only the one that marks it used goes on.
      if (!(await markInviteUsed(tx, invite.id, now))) throw new AppError(ErrorCode.INVITE_INVALID);
      await setPassword(tx, user.id, passwordHash);
      await markEmailVerified(tx, user.id);
      await sessions.revokeAllOf(user.id, undefined, tx);
      return auth.startSession(user, client, { db: tx });
    });
    return reply;
  }
}
