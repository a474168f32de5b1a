import { hash, randomBytes } from 'node:crypto';
import { Role } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import { committedWritesOf, type Db } from '../../db/database.js';
import { listenForNotifications } from '../../db/notifications.js';
import type { AccountState, ClientInfo, SessionIdentity, SessionResolver } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { forgetTrustedDevicesOf } from './device-queries.js';
import { isNewAccess, MAX_COMPARED, SEEN_ACCESS_DAYS } from './new-access.js';
import {
  findSession,
  markNewAccess,
  markSecondFactorGiven,
  openSession,
  revokeSession,
  revokeSessionsOf,
  sessionIsNewAccess,
  touchSession,
} from './queries.js';
import { SessionCache } from './session-cache.js';

/** Every call with a session hashes its token: the one-shot `hash` takes a third of `createHash`'s time. */
export const hashToken = (token: string) => hash('sha256', token, 'base64url');

/** Idle activity is written at most this often, so a burst of calls costs one write. */
const TOUCH_INTERVAL_MS = 60_000;

/** The channel on which the database tells every instance whose sessions changed (drizzle/0009). */
export const SESSION_CHANGES_CHANNEL = 'area_clienti_sessions';

type FoundSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * Whether a statement this process committed may change what a kept session answers: a write to the
 * sessions (but a new one, its new-access flag, which no kept row holds, or its last-seen time), the users
 * or their roles.
 */
const changesSessions = (statement: string) =>
  /\b(?:update|into|from|truncate(?:\s+table)?)\s+(?:"?public"?\.)?"?(?:users|user_roles|sessions)"?(?:\s|$)/i.test(
    statement,
  ) &&
  !/^\s*insert\s+into\s+"sessions"/i.test(statement) &&
  !/^\s*update\s+"sessions"\s+set\s+"new_access"\s*=\s*true\s+where/i.test(statement) &&
  !/^\s*update\s+"sessions"\s+set\s+"last_seen_at"\s*=\s*\$1\s+where/i.test(statement);

/** Opaque bearer sessions: 256-bit random tokens, stored only as their SHA-256. */
export class SessionStore implements SessionResolver {
  private cache: SessionCache<FoundSession> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS' | 'APPLICATION_ID'>,
  ) {}

  /**
   * Keeps resolved sessions in this instance's memory for `ttlSeconds` (decisions/0075): notifications from the database (drizzle/0009) clear a user's entries on every instance the
   * moment anything of their sessions, account or roles changes, and what this process commits clears
   * them here before the reply; while the notifications' connection is down nothing is kept. With 0
   * seconds, or on a handle that is no pool's, every call reads the database. Answers how to stop it.
   */
  startCache(ttlSeconds: number): () => Promise<void> {
    if (ttlSeconds <= 0) return async () => {};
    const cache = new SessionCache<FoundSession>(ttlSeconds * 1000);
    const listener = listenForNotifications(this.db, SESSION_CHANGES_CHANNEL, {
      onNotification: (payload) => {
        const userId = Number(payload);
        if (Number.isInteger(userId)) cache.forgetUser(userId);
        else cache.clear();
      },
      onListening: (listening) => cache.setListening(listening),
    });
    const writes = committedWritesOf(this.db);
    if (!listener || !writes) {
      void listener?.stop();
      return async () => {};
    }
    const stopWatching = writes.listen((statement) => {
      if (changesSessions(statement)) cache.clear();
    });
    this.cache = cache;
    return async () => {
      this.cache = undefined;
      stopWatching();
      await listener.stop();
    };
  }

  /**
   * Opens a session and returns its token. `db` may be a transaction, so that the session is only born
   * if the rest of the work (an invite's password, say) commits with it.
   */
  async create(
    userId: number,
    client: ClientInfo,
    db: Db = this.db,
    secondFactor: { pending: boolean; givenAt: Date | null } = { pending: false, givenAt: null },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const seenFrom = { userAgent: client.userAgent?.slice(0, 512), ipAddress: client.ipAddress };
    // The session and what says whether it is a new access in one statement; the flag is set after it
    // only when it is one (rare: a browser or network new for the user), before anyone has the token.
    const opened = await openSession(
      db,
      {
        tokenHash: hashToken(token),
        userId,
        now,
        expiresAt: new Date(now.getTime() + this.config.SESSION_MAX_HOURS * 3_600_000),
        ...seenFrom,
        secondFactorPending: secondFactor.pending,
        secondFactorAt: secondFactor.givenAt,
      },
      new Date(now.getTime() - SEEN_ACCESS_DAYS * 86_400_000),
      MAX_COMPARED,
    );
    if (isNewAccess(seenFrom, opened)) await markNewAccess(db, opened.id);
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
    const tokenHash = hashToken(token);
    const row = this.cache?.get(tokenHash) ?? (await this.findSession(tokenHash));
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
    let lastSeen = row.lastSeenAt.getTime();
    if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS) {
      await touchSession(this.db, row.sessionId, now);
      this.cache?.update(tokenHash, { lastSeenAt: now });
      lastSeen = now.getTime();
    }
    // What the session has left if no other call comes: from the last-seen time as written (at most a
    // minute old), so the holder is never told more than the truth.
    const endsAt = Math.min(lastSeen + this.config.SESSION_IDLE_MINUTES * 60_000, row.expiresAt.getTime());
    return {
      ...identityOf(row, row.roles),
      disabled: row.disabledAt !== null,
      enabled: row.enabled,
      passwordUpdate: row.passwordUpdate,
      secondsLeft: Math.max(0, Math.floor((endsAt - now.getTime()) / 1000)),
    };
  }

  private async findSession(tokenHash: string): Promise<FoundSession | undefined> {
    const readStarted = this.cache?.readStarts() ?? 0;
    const row = await findSession(this.db, tokenHash, this.config.APPLICATION_ID);
    if (row) this.cache?.keep(tokenHash, row, readStarted);
    return row;
  }

  /** The second factor was given in this session (docs/decisions/0091): no longer pending, step-up fresh. */
  async secondFactorGiven(sessionId: number, db: Db = this.db): Promise<void> {
    await markSecondFactorGiven(db, sessionId, this.clock.now());
  }

  async revoke(sessionId: number): Promise<void> {
    await revokeSession(this.db, sessionId, this.clock.now());
  }

  /**
   * Ends every session of a user, or every one but `exceptSessionId` (after a password change), and forgets
   * every browser they logged in from, the caller's too: a remembered browser ("Ricorda questo browser")
   * skips the second factor, and whoever held a session could have had theirs remembered. Every act that
   * ends the sessions (a password changed or recovered, "end the other sessions", the agency's) ends that
   * too (docs/decisions/0131).
   */
  async revokeAllOf(userId: number, exceptSessionId?: number, db: Db = this.db): Promise<void> {
    await revokeSessionsOf(db, userId, this.clock.now(), exceptSessionId);
    await forgetTrustedDevicesOf(db, userId);
  }
}

function identityOf(
  row: {
    sessionId: number;
    userId: number;
    userCode: string;
    clientId: number | null;
    staffBranch: string | null;
    secondFactorAt: Date | null;
    secondFactorPending: boolean;
  },
  roles: string[],
): SessionIdentity {
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    userCode: row.userCode,
    clientId: row.clientId,
    roles,
    // A Superuser administers the whole agency: never held to a branch, whatever the column says (0158).
    staffBranch: roles.includes(Role.SUPERUSER) ? null : row.staffBranch,
    secondFactorAt: row.secondFactorAt,
    secondFactorPending: row.secondFactorPending,
  };
}
