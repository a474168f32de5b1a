import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, type Placeholder, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { preparedPerDb } from '../../db/prepared.js';
import {
  loginMessageReads,
  loginMessageRecipients,
  loginMessageShows,
  loginMessages,
  users,
} from '../../db/schema.js';
import { chosenByFilter } from '../accounts/index.js';

export type LoginMessageRow = typeof loginMessages.$inferSelect;

/**
 * The ids of the messages addressed to a user: those for everyone (a partial index), those listing them
 * (an index on the recipient), never a scan of every personal message of every client; and those by filter
 * (a partial index: a few) whose filter chooses the user's client now (decisions/0116): a client moved to
 * another branch, or with a new policy, sees what is for them at the next login.
 */
const addressedTo = (db: Db, userId: number | Placeholder) =>
  union(
    db.select({ id: loginMessages.id }).from(loginMessages).where(sql`${loginMessages.forEveryone}`),
    db
      .select({ id: loginMessageRecipients.messageId })
      .from(loginMessageRecipients)
      .where(eq(loginMessageRecipients.userId, userId)),
    db
      .select({ id: loginMessages.id })
      .from(loginMessages)
      .innerJoin(users, eq(users.id, userId))
      .where(
        and(
          or(isNotNull(loginMessages.filterBranch), isNotNull(loginMessages.filterProduct)),
          isNotNull(users.clientId),
          chosenByFilter(users.clientId, {
            branch: loginMessages.filterBranch,
            product: loginMessages.filterProduct,
          }),
        ),
      ),
  );

/** Messages a user may see now: published, neither withdrawn nor expired, addressed to everyone or to them. */
const visibleTo = (db: Db, userId: number | Placeholder, now: Date | Placeholder) =>
  and(
    inArray(loginMessages.id, addressedTo(db, userId)),
    lte(loginMessages.publishedAt, now),
    isNull(loginMessages.withdrawnAt),
    or(isNull(loginMessages.expiresAt), gt(loginMessages.expiresAt, now)),
  );

/**
 * The message to show after login: unread ones first (oldest first), then the always-show ones, which
 * would otherwise hide every message behind them since reading them changes nothing. getUserStatus asks it
 * at every call: prepared, Drizzle built its SQL text at each one (a tenth of the call's time in a profile).
 */
const loginMessageOf = preparedPerDb((db) => {
  const userId = sql.placeholder('userId');
  // An ISO string, as Drizzle's own encoding of a timestamp column writes a Date (a placeholder skips it).
  const now = sql.placeholder('now');
  return db
    .select({ message: loginMessages })
    .from(loginMessages)
    .leftJoin(
      loginMessageReads,
      and(eq(loginMessageReads.messageId, loginMessages.id), eq(loginMessageReads.userId, userId)),
    )
    .where(
      and(
        visibleTo(db, userId, now),
        or(eq(loginMessages.mostraSempre, true), isNull(loginMessageReads.userId)),
      ),
    )
    .orderBy(asc(loginMessages.mostraSempre), asc(loginMessages.publishedAt), asc(loginMessages.id))
    .limit(1)
    .prepare('login_message_of_user');
});

export async function nextLoginMessage(
  db: Db,
  userId: number,
  now: Date,
): Promise<LoginMessageRow | undefined> {
  const [row] = await loginMessageOf(db).execute({ userId, now: now.toISOString() });
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
    .where(and(eq(loginMessages.id, messageId), visibleTo(db, userId, now)))
    .limit(1);
  if (!visible) return false;
  await db.insert(loginMessageReads).values({ messageId, userId, readAt: now }).onConflictDoNothing();
  return true;
}

/** Records that a message was shown to a user; the first time only (the console counts users, not views). */
export async function markMessageShown(db: Db, userId: number, messageId: number, now: Date): Promise<void> {
  await db.insert(loginMessageShows).values({ messageId, userId, shownAt: now }).onConflictDoNothing();
}
