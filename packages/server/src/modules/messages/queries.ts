import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { loginMessageReads, loginMessages } from '../../db/schema.js';

export type LoginMessageRow = typeof loginMessages.$inferSelect;

/** Messages a user may see now: published, not expired, addressed to everyone or to them. */
const visibleTo = (userId: number, now: Date) =>
  and(
    or(isNull(loginMessages.userId), eq(loginMessages.userId, userId)),
    lte(loginMessages.publishedAt, now),
    or(isNull(loginMessages.expiresAt), gt(loginMessages.expiresAt, now)),
  );

/**
 * The message to show after login: unread ones first (oldest first), then the always-show ones, which
 * would otherwise hide every message behind them since reading them changes nothing.
 */
export async function nextLoginMessage(
  db: Db,
  userId: number,
  now: Date,
): Promise<LoginMessageRow | undefined> {
  const [row] = await db
    .select({ message: loginMessages })
    .from(loginMessages)
    .leftJoin(
      loginMessageReads,
      and(eq(loginMessageReads.messageId, loginMessages.id), eq(loginMessageReads.userId, userId)),
    )
    .where(
      and(visibleTo(userId, now), or(eq(loginMessages.mostraSempre, true), isNull(loginMessageReads.userId))),
    )
    .orderBy(asc(loginMessages.mostraSempre), asc(loginMessages.publishedAt), asc(loginMessages.id))
    .limit(1);
  return row?.message;
}

/** Marks a message read for a user, if they may see it; false when they may not (or it does not exist). */
export async function markMessageRead(
  db: Db,
  userId: number,
  messageId: number,
  now: Date,
): Promise<boolean> {
  const [visible] = await db
    .select({ id: loginMessages.id })
    .from(loginMessages)
    .where(and(eq(loginMessages.id, messageId), visibleTo(userId, now)))
    .limit(1);
  if (!visible) return false;
  await db.insert(loginMessageReads).values({ messageId, userId, readAt: now }).onConflictDoNothing();
  return true;
}
