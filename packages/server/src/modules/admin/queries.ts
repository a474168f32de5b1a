import { and, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients, sessions, users } from '../../db/schema.js';

const count = sql<number>`count(*)::int`;

/** How many clients and accounts there are, and how many sessions are alive at `now`. */
export async function agencyCounts(db: Db, now: Date, idleMinutes: number) {
  const idleFloor = new Date(now.getTime() - idleMinutes * 60_000);
  const [[clientRows], [userRows], [sessionRows]] = await Promise.all([
    db.select({ n: count }).from(clients),
    db.select({ n: count }).from(users),
    db
      .select({ n: count })
      .from(sessions)
      .where(
        and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleFloor)),
      ),
  ]);
  return { clients: clientRows?.n ?? 0, users: userRows?.n ?? 0, activeSessions: sessionRows?.n ?? 0 };
}
