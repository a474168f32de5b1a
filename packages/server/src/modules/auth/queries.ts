import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type Db, rawSqlOf } from '../../db/database.js';
import { preparedPerDb } from '../../db/prepared.js';
import { sessions, userRoles, users } from '../../db/schema.js';
import { nextLoginMessage } from '../messages/index.js';

/** Whether a published login message is waiting: always-show ones, or ones the user has not read. */
export async function hasLoginMessageToShow(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await nextLoginMessage(db, userId, now)) !== undefined;
}

/** A session to open: who, from where, until when. */
export interface NewSession {
  tokenHash: string;
  userId: number;
  now: Date;
  expiresAt: Date;
  userAgent: string | undefined;
  ipAddress: string;
  /** Waits for its second factor (or its set-up) (docs/decisions/0091). */
  secondFactorPending: boolean;
  /** When the second factor was given, when the way in gave it (a passkey). */
  secondFactorAt: Date | null;
}

/** A browser and address a user's recent session came from. */
export interface SeenClient {
  userAgent: string | null;
  ipAddress: string | null;
}

/**
 * Opens a session and reads, in the same statement, what tells whether it is a new access: whether the
 * user had any session before it, and the distinct browsers and addresses of their sessions opened after
 * `since` (at most `limit`). The subqueries of RETURNING read the statement's snapshot, which does not
 * hold the session it inserts. One statement of fixed text, prepared once per connection: a login opens
 * its session in one round trip (decisions/0086). It starts as `insert into "sessions"`, which the session
 * cache knows for a new session (sessions.ts).
 */
const OPEN_SESSION = `insert into "sessions" ("token_hash", "user_id", "created_at", "last_seen_at", "expires_at", "user_agent", "ip_address", "new_access", "second_factor_pending", "second_factor_at")
values ($1, $2, $3, $3, $4, $5, $6, false, $9, $10)
returning "id",
  exists (select 1 from "sessions" s where s."user_id" = $2) as "ever",
  (select coalesce(json_agg(r), '[]'::json) from (
     select distinct s."user_agent" as "userAgent", s."ip_address" as "ipAddress"
       from "sessions" s where s."user_id" = $2 and s."created_at" > $7 limit $8) r) as "recent"`;

export async function openSession(
  db: Db,
  session: NewSession,
  seenSince: Date,
  limit: number,
): Promise<{ id: number; ever: boolean; recent: SeenClient[] }> {
  const { rows } = await rawSqlOf(db).executeNamed('login_open_session', OPEN_SESSION, [
    session.tokenHash,
    session.userId,
    session.now.toISOString(),
    session.expiresAt.toISOString(),
    session.userAgent ?? null,
    session.ipAddress,
    seenSince.toISOString(),
    limit,
    session.secondFactorPending,
    session.secondFactorAt?.toISOString() ?? null,
  ]);
  return rows[0] as { id: number; ever: boolean; recent: SeenClient[] };
}

/** Marks a session just opened as a new access (the cache keeps nothing of it: sessions.ts). */
export async function markNewAccess(db: Db, sessionId: number): Promise<void> {
  await rawSqlOf(db).executeNamed(
    'session_mark_new_access',
    `update "sessions" set "new_access" = true where "id" = $1`,
    [sessionId],
  );
}

/** Whether the session was opened from a browser and network new for its user; false for an unknown one. */
const newAccessOfSession = preparedPerDb((db) =>
  db
    .select({ newAccess: sessions.newAccess })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('new_access_of_session'),
);

export async function sessionIsNewAccess(db: Db, sessionId: number): Promise<boolean> {
  // getUserStatus asks it at every call: prepared (decisions/0080).
  const [row] = await newAccessOfSession(db).execute({ sessionId });
  return row?.newAccess ?? false;
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** The second factor was given in this session: it is whole, and its step-up clock starts now. */
export async function markSecondFactorGiven(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorPending: false, secondFactorAt: now })
    .where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a user, or every one but `exceptSessionId`. */
export async function revokeSessionsOf(
  db: Db,
  userId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? sql`true` : ne(sessions.id, exceptSessionId),
      ),
    );
}

/**
 * A session with its user and the user's roles in this application, in one query on two indexes (the
 * token's and the roles' primary key): every authenticated call resolves its session first.
 */
export async function findSession(db: Db, tokenHash: string, applicationId: string) {
  const [row] = await db
    .select({
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.role}) from ${userRoles}
        where ${userRoles.userId} = ${users.id} and ${userRoles.applicationId} = ${applicationId}), '{}')`,
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      userCode: users.userCode,
      clientId: users.clientId,
      staffBranch: users.staffBranch,
      disabledAt: users.disabledAt,
      enabled: users.enabled,
      passwordUpdate: users.passwordUpdateRequired,
      secondFactorPending: sessions.secondFactorPending,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The user's sessions, newest first, with what an access shows; never the token's hash. */
export function sessionsOfUser(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      newAccess: sessions.newAccess,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

export type SessionRow = Awaited<ReturnType<typeof sessionsOfUser>>[number];

/** How many sessions are alive at `now`: not revoked, not expired, seen within the idle time. */
export async function liveSessionCount(db: Db, now: Date, idleMinutes: number): Promise<number> {
  const idleFloor = new Date(now.getTime() - idleMinutes * 60_000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleFloor)));
  return row?.n ?? 0;
}
