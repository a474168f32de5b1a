import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { calendarFeeds, users } from '../../db/schema.js';

export async function feedOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastReadAt: calendarFeeds.lastReadAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** The user's one address, replaced: the old secret stops opening anything in the same statement. */
export async function replaceFeed(db: Db, userId: number, secretHash: string, now: Date) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, secretHash, createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secretHash, createdAt: now, lastReadAt: null },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('an upsert returned no row');
  return row;
}

export async function deleteFeed(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

export async function markFeedRead(db: Db, feedId: number, now: Date) {
  await db.update(calendarFeeds).set({ lastReadAt: now }).where(eq(calendarFeeds.id, feedId));
}

/**
 * The client behind a secret's hash, while its account may use the area (enabled, not disabled by the
 * agency): a disabled client's address opens nothing, like a revoked one.
 */
export async function feedByHash(db: Db, secretHash: string) {
  const [row] = await db
    .select({ id: calendarFeeds.id, clientId: users.clientId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.secretHash, secretHash), eq(users.enabled, true), isNull(users.disabledAt)));
  return row;
}
