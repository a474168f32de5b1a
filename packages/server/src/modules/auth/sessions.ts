import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { AccountState, ClientInfo, SessionIdentity, SessionResolver } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { isNewAccess } from './new-access.js';
import {
  findSession,
  insertSession,
  revokeSession,
  revokeSessionsOf,
  sessionIsNewAccess,
  touchSession,
} from './queries.js';

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
    await insertSession(db, {
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
    return sessionIsNewAccess(this.db, sessionId);
  }

  /**
   * The identity behind a token, or null when the token is unknown, revoked, past its absolute or idle
   * expiry. Disabling a user revokes every session of theirs at once (a trigger of the database); a
   * session so ended still answers `disabled` while the user stays disabled, so its holder reads
   * USERDISABLED_001 rather than an expired session, and it never comes back when they are enabled again.
   */
  async resolve(token: string): Promise<(SessionIdentity & AccountState) | null> {
    const now = this.clock.now();
    const row = await findSession(this.db, hashToken(token), this.config.APPLICATION_ID);
    if (!row) return null;
    if (row.revokedAt) {
      if (row.revokedReason !== 'disabled' || row.disabledAt === null) return null;
      return {
        ...identityOf(row, []),
        disabled: true,
        enabled: row.enabled,
        passwordUpdate: row.passwordUpdate,
      };
    }
    const idleLimit = row.lastSeenAt.getTime() + this.config.SESSION_IDLE_MINUTES * 60_000;
    if (row.expiresAt <= now || idleLimit <= now.getTime()) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(this.db, row.sessionId, now);
    }
    return {
      ...identityOf(row, row.roles),
      disabled: row.disabledAt !== null,
      enabled: row.enabled,
      passwordUpdate: row.passwordUpdate,
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await revokeSession(this.db, sessionId, this.clock.now());
  }

  /** Ends every session of a user, or every one but `exceptSessionId` (after a password change). */
  async revokeAllOf(userId: number, exceptSessionId?: number, db: Db = this.db): Promise<void> {
    await revokeSessionsOf(db, userId, this.clock.now(), exceptSessionId);
  }
}

function identityOf(
  row: { sessionId: number; userId: number; userCode: string; clientId: number | null },
  roles: string[],
): SessionIdentity {
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    userCode: row.userCode,
    clientId: row.clientId,
    roles,
  };
}
