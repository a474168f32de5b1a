import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { sessions, userRoles, users } from '../../db/schema.js';
import type { AccountState, ClientInfo, SessionIdentity, SessionResolver } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { isNewAccess } from './new-access.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Idle activity is written at most this often, so a burst of calls costs one write. */
const TOUCH_INTERVAL_MS = 60_000;

/** Opaque bearer sessions: 256-bit random tokens, stored only as their SHA-256. */
export class SessionStore implements SessionResolver {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS' | 'APPLICATION_ID'>,
  ) {}

  /**
   * Opens a session and returns its token. `db` may be a transaction, so that the session is only born
   * if the rest of the work (an invite's password, say) commits with it.
   */
  async create(userId: number, client: ClientInfo, db: Db = this.db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const seenFrom = { userAgent: client.userAgent?.slice(0, 512), ipAddress: client.ipAddress };
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.config.SESSION_MAX_HOURS * 3_600_000),
      ...seenFrom,
      newAccess: await isNewAccess(db, userId, seenFrom, now),
    });
    return token;
  }

  /** Whether the session was opened from a browser and network new for its user ('Nuovo accesso registrato'). */
  async isNewAccess(sessionId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ newAccess: sessions.newAccess })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return row?.newAccess ?? false;
  }

  /**
   * The identity behind a token, or null when the token is unknown, revoked, past its absolute or idle
   * expiry. A disabled user's sessions are revoked when they are disabled; `disabled` is reported so
   * that a caller racing that revocation still gets USERDISABLED_001.
   */
  async resolve(token: string): Promise<(SessionIdentity & AccountState) | null> {
    const now = this.clock.now();
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userCode: users.userCode,
        clientId: users.clientId,
        disabledAt: users.disabledAt,
        enabled: users.enabled,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
      .limit(1);
    if (!row) return null;
    const idleLimit = row.lastSeenAt.getTime() + this.config.SESSION_IDLE_MINUTES * 60_000;
    if (row.expiresAt <= now || idleLimit <= now.getTime()) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
    const roles = await this.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, row.userId), eq(userRoles.applicationId, this.config.APPLICATION_ID)));
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      userCode: row.userCode,
      clientId: row.clientId,
      roles: roles.map((r) => r.role),
      disabled: row.disabledAt !== null,
      enabled: row.enabled,
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a user, or every one but `exceptSessionId` (after a password change). */
  async revokeAllOf(userId: number, exceptSessionId?: number, db: Db = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId === undefined ? sql`true` : ne(sessions.id, exceptSessionId),
        ),
      );
  }
}
