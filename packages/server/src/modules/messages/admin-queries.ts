import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  loginMessageReads,
  loginMessageRecipients,
  loginMessageShows,
  loginMessages,
  users,
} from '../../db/schema.js';
import { chosenByFilter } from '../accounts/index.js';

/** How many rows of a table of (message, user) pairs name the message: each is counted on its primary key. */
const perMessage = (
  table: typeof loginMessageRecipients | typeof loginMessageReads | typeof loginMessageShows,
) => sql<number>`(select count(*)::int from ${table} where ${table.messageId} = ${loginMessages.id})`;

/** A message as the agency sees it, with how many users a listed one is for, saw it, confirmed it. */
const messageFields = {
  message: loginMessages,
  recipients: perMessage(loginMessageRecipients),
  shown: perMessage(loginMessageShows),
  confirmed: perMessage(loginMessageReads),
};

interface MessageFigures {
  recipients: number;
  shown: number;
  confirmed: number;
}
export type AdminMessageRow = typeof loginMessages.$inferSelect & MessageFigures;

const flatten = ({
  message,
  ...figures
}: { message: typeof loginMessages.$inferSelect } & MessageFigures) => ({
  ...message,
  ...figures,
});

/** The newest messages, drafts and withdrawn ones included. */
export async function latestMessages(db: Db, limit: number): Promise<AdminMessageRow[]> {
  const rows = await db
    .select(messageFields)
    .from(loginMessages)
    .orderBy(desc(loginMessages.id))
    .limit(limit);
  return rows.map(flatten);
}

/** One message, locked until the transaction ends so that two acts on it take turns. */
export async function lockMessage(db: Db, id: number): Promise<AdminMessageRow | undefined> {
  const [row] = await db
    .select(messageFields)
    .from(loginMessages)
    .where(eq(loginMessages.id, id))
    .for('update');
  return row && flatten(row);
}

export async function insertMessage(db: Db, values: typeof loginMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(loginMessages).values(values).returning({ id: loginMessages.id });
  if (!row) throw new Error('login message not written');
  return row.id;
}

export async function setMessageDates(
  db: Db,
  id: number,
  dates: Partial<Pick<typeof loginMessages.$inferInsert, 'publishedAt' | 'withdrawnAt'>>,
): Promise<void> {
  await db.update(loginMessages).set(dates).where(eq(loginMessages.id, id));
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CODES_PER_STATEMENT = 5_000;

/**
 * Addresses a message to the users of these user codes; answers how many of the codes name a user, so that
 * the caller can tell an unknown one.
 */
export async function addRecipients(db: Db, messageId: number, userCodes: string[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < userCodes.length; start += CODES_PER_STATEMENT) {
    const codes = userCodes.slice(start, start + CODES_PER_STATEMENT);
    const rows = await db
      .insert(loginMessageRecipients)
      .select(
        db
          .select({ messageId: sql<number>`${messageId}::int`.as('message_id'), userId: users.id })
          .from(users)
          .where(inArray(users.userCode, codes)),
      )
      .onConflictDoNothing()
      .returning({ userId: loginMessageRecipients.userId });
    added += rows.length;
  }
  return added;
}

/** Of these user codes, those that name no user (at most `limit` of them, in the order given). */
export async function unknownUserCodes(db: Db, userCodes: string[], limit: number): Promise<string[]> {
  const unknown: string[] = [];
  for (let start = 0; start < userCodes.length && unknown.length < limit; start += CODES_PER_STATEMENT) {
    const codes = userCodes.slice(start, start + CODES_PER_STATEMENT);
    const known = new Set(
      (await db.select({ code: users.userCode }).from(users).where(inArray(users.userCode, codes))).map(
        (row) => row.code,
      ),
    );
    unknown.push(...codes.filter((code) => !known.has(code)));
  }
  return unknown.slice(0, limit);
}

/** How many accounts of clients the filter chooses now (a preview's figure: it is read again at each login). */
export async function accountsChosenBy(db: Db, filter: { branch: string | null; product: string | null }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isNotNull(users.clientId), chosenByFilter(users.clientId, filter)));
  return row?.count ?? 0;
}
