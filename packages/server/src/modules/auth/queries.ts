import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPerDb } from '../../db/prepared.js';
import { sessions, userRoles, users } from '../../db/schema.js';
import { nextLoginMessage } from '../messages/index.js';

/** Whether a published login message is waiting: always-show ones, or ones the user has not read. */
export async function hasLoginMessageToShow(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await nextLoginMessage(db, userId, now)) !== undefined;
}

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
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

/** Whether the user has ever had a session: a first login is never a new access. */
export async function hasEverHadSession(db: Db, userId: number): Promise<boolean> {
  const [latest] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .limit(1);
  return latest !== undefined;
}

/**
 * The distinct browsers and addresses of the user's sessions opened after `since`, at most `limit`: a
 * user who logs in many times from one browser sends one row, not one a session.
 */
export function recentSessionClients(db: Db, userId: number, since: Date, limit: number) {
  return db
    .selectDistinct({ userAgent: sessions.userAgent, ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.createdAt, since)))
    .limit(limit);
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
      disabledAt: users.disabledAt,
      enabled: users.enabled,
      passwordUpdate: users.passwordUpdateRequired,
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
