import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { contactRequestMessages, contactRequests } from '../../db/schema.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { branchInScope } from '../profile/index.js';

/** A request's thread with the client (issue 35, docs/decisions/0143): messages both ways, oldest first. */

const fromBranchUnread = and(
  eq(contactRequestMessages.requestId, contactRequests.id),
  eq(contactRequestMessages.author, 'branch'),
  gt(contactRequestMessages.id, sql`coalesce(${contactRequests.clientReadMessageId}, 0)`),
);
/** Spelled out: a column inside a select list is written unqualified, and both tables have an id. */
const unreadOfRequest = sql<number>`(select count(*)::int from contact_request_messages m
  where m.request_id = contact_requests.id and m.author = 'branch'
    and m.id > coalesce(contact_requests.client_read_message_id, 0))`;

const asListed = {
  id: contactRequests.id,
  numero: contactRequests.numero,
  subject: contactRequests.oggettoTesto,
  stato: contactRequests.stato,
  takenBy: contactRequests.takenBy,
  createdAt: contactRequests.createdAt,
  lastMessageAt: contactRequests.lastMessageAt,
  polizza: contactRequests.polizza,
  testo: contactRequests.testo,
  unread: unreadOfRequest,
};

/** The user's requests, newest first, each with its count of the branch's replies not yet opened. */
export function requestsOfUser(db: Db, userId: number) {
  return db
    .select(asListed)
    .from(contactRequests)
    .where(eq(contactRequests.userId, userId))
    .orderBy(desc(contactRequests.id))
    .limit(200);
}

/** One of the user's requests by its number; `lock` holds it for the caller's transaction. */
export async function requestOfUser(db: Db, userId: number, numero: string, lock = false) {
  const query = db
    .select(asListed)
    .from(contactRequests)
    .where(and(eq(contactRequests.userId, userId), eq(contactRequests.numero, numero)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type ClientRequestRow = NonNullable<Awaited<ReturnType<typeof requestOfUser>>>;

/** The branch's replies the user has not opened, over all their requests (the menu's badge). */
export async function unreadOfUser(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(contactRequestMessages)
    .innerJoin(contactRequests, fromBranchUnread)
    .where(eq(contactRequests.userId, userId));
  return row?.unread ?? 0;
}

export function messagesOf(db: Db, requestId: number) {
  return db
    .select({
      id: contactRequestMessages.id,
      author: contactRequestMessages.author,
      text: contactRequestMessages.text,
      at: contactRequestMessages.at,
    })
    .from(contactRequestMessages)
    .where(eq(contactRequestMessages.requestId, requestId))
    .orderBy(asc(contactRequestMessages.id))
    .limit(1000);
}

/** Every message of the user's requests, oldest first: the threads of their export. */
export function messagesOfUserRequests(db: Db, userId: number) {
  return db
    .select({
      requestId: contactRequestMessages.requestId,
      author: contactRequestMessages.author,
      text: contactRequestMessages.text,
      at: contactRequestMessages.at,
    })
    .from(contactRequestMessages)
    .innerJoin(contactRequests, eq(contactRequests.id, contactRequestMessages.requestId))
    .where(eq(contactRequests.userId, userId))
    .orderBy(asc(contactRequestMessages.id));
}

/** Adds a message to the thread and moves the request's last activity to it. */
export async function insertMessage(
  db: Db,
  values: {
    requestId: number;
    author: 'client' | 'branch';
    staffCode: string | null;
    text: string;
    at: Date;
  },
) {
  const [row] = await db.insert(contactRequestMessages).values(values).returning();
  if (!row) throw new Error('request message not written');
  await db
    .update(contactRequests)
    .set({ lastMessageAt: values.at })
    .where(eq(contactRequests.id, values.requestId));
  return row;
}

/** The client opened the request: every reply of the branch so far is read. */
export async function markRead(db: Db, requestId: number, lastMessageId: number): Promise<void> {
  await db
    .update(contactRequests)
    .set({ clientReadMessageId: lastMessageId })
    .where(eq(contactRequests.id, requestId));
}

/**
 * The client's reply puts an answered request back in the inbox: to who holds it, else to everyone, due
 * again one working day after the reply (`dueAt`); the first answer's due time is kept for the figures.
 */
export async function reopenAnswered(db: Db, requestId: number, held: boolean, dueAt: Date): Promise<void> {
  await db
    .update(contactRequests)
    .set({
      stato: held ? 'taken' : 'new',
      dueAt,
      firstDueAt: sql`coalesce(${contactRequests.firstDueAt}, ${contactRequests.dueAt})`,
    })
    .where(and(eq(contactRequests.id, requestId), eq(contactRequests.stato, 'answered')));
}

/** A request's number, for the console's thread. */
export async function numeroOf(db: Db, requestId: number, scope: StaffScope = AGENCY_WIDE) {
  const [row] = await db
    .select({ numero: contactRequests.numero })
    .from(contactRequests)
    .where(and(eq(contactRequests.id, requestId), branchInScope(scope, contactRequests.branchId)));
  return row?.numero;
}
