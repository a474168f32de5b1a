import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/schema.js';

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
