import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { branches, contactRequestNumbers, contactRequests } from '../../db/schema.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { branchInScope } from '../profile/index.js';

export async function insertContactRequest(db: Db, values: typeof contactRequests.$inferInsert) {
  const [row] = await db.insert(contactRequests).values(values).returning({ id: contactRequests.id });
  if (!row) throw new Error('contact request not written');
  return row.id;
}

export async function markContactRequestSent(db: Db, id: number, sentAt: Date) {
  await db.update(contactRequests).set({ sentAt }).where(eq(contactRequests.id, id));
}

/** The newest contact requests, with the branch they went to: what the agency lists (never the message). */
export function latestContactRequests(db: Db, limit: number, scope: StaffScope = AGENCY_WIDE) {
  return db
    .select({
      id: contactRequests.id,
      source: contactRequests.source,
      receivedAt: contactRequests.createdAt,
      sentAt: contactRequests.sentAt,
      subject: contactRequests.oggettoTesto,
      nome: contactRequests.nome,
      cognome: contactRequests.cognome,
      polizza: contactRequests.polizza,
      recipient: contactRequests.recipient,
      branch: branches.name,
    })
    .from(contactRequests)
    .leftJoin(branches, eq(branches.id, contactRequests.branchId))
    .where(branchInScope(scope, contactRequests.branchId))
    .orderBy(desc(contactRequests.id))
    .limit(limit);
}

/** The requests the user wrote from the area (kept 24 months, docs/decisions/0034), newest first. */
export function contactRequestsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: contactRequests.id,
      numero: contactRequests.numero,
      createdAt: contactRequests.createdAt,
      oggettoTesto: contactRequests.oggettoTesto,
      testo: contactRequests.testo,
      polizza: contactRequests.polizza,
    })
    .from(contactRequests)
    .where(eq(contactRequests.userId, userId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}

/**
 * The next number of `year` (docs/decisions/0143): the upsert takes the year's counter row and holds its lock
 * until the caller's transaction ends, so concurrent requests are numbered one after the other, never twice.
 */
export async function nextRequestSequence(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(contactRequestNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: contactRequestNumbers.year,
      set: { last: sql`${contactRequestNumbers.last} + 1` },
    })
    .returning({ last: contactRequestNumbers.last });
  if (!row) throw new Error('request number not taken');
  return row.last;
}

/** The requests of a client's account with their handling state, newest first: the console's page of a client. */
export function inboxRequestsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: contactRequests.id,
      numero: contactRequests.numero,
      createdAt: contactRequests.createdAt,
      oggettoTesto: contactRequests.oggettoTesto,
      stato: contactRequests.stato,
    })
    .from(contactRequests)
    .where(eq(contactRequests.userId, userId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(200);
}
