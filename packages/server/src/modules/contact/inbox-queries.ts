import { and, asc, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { branches, contactRequestNotes, contactRequests, users } from '../../db/schema.js';

export type InboxState = 'new' | 'taken' | 'answered' | 'closed';

const listed = {
  id: contactRequests.id,
  numero: contactRequests.numero,
  source: contactRequests.source,
  receivedAt: contactRequests.createdAt,
  sentAt: contactRequests.sentAt,
  subject: contactRequests.oggettoTesto,
  motivo: contactRequests.motivo,
  polizza: contactRequests.polizza,
  importo: contactRequests.importo,
  richiamata: contactRequests.richiamata,
  nome: contactRequests.nome,
  cognome: contactRequests.cognome,
  branch: branches.name,
  stato: contactRequests.stato,
  takenBy: contactRequests.takenBy,
};

/** A page of the inbox, newest first (keyset on the id), filtered by state and branch. */
export function inboxPage(
  db: Db,
  filter: { state?: InboxState; branchId?: number; before?: number; limit: number },
) {
  const where: SQL[] = [];
  if (filter.state) where.push(eq(contactRequests.stato, filter.state));
  if (filter.branchId !== undefined) where.push(eq(contactRequests.branchId, filter.branchId));
  if (filter.before !== undefined) where.push(lt(contactRequests.id, filter.before));
  return db
    .select(listed)
    .from(contactRequests)
    .leftJoin(branches, eq(branches.id, contactRequests.branchId))
    .where(and(...where))
    .orderBy(desc(contactRequests.id))
    .limit(filter.limit);
}

/** One request whole, with the client's user ID; `lock` holds it for an act in the caller's transaction. */
export async function inboxRequest(db: Db, id: number, lock = false) {
  const query = db
    .select({
      ...listed,
      testo: contactRequests.testo,
      email: contactRequests.email,
      telefono: contactRequests.telefono,
      recipient: contactRequests.recipient,
      userCode: users.userCode,
      takenAt: contactRequests.takenAt,
      answer: contactRequests.answer,
      answeredAt: contactRequests.answeredAt,
      answeredBy: contactRequests.answeredBy,
      closedAt: contactRequests.closedAt,
      closedBy: contactRequests.closedBy,
    })
    .from(contactRequests)
    .leftJoin(branches, eq(branches.id, contactRequests.branchId))
    .leftJoin(users, eq(users.id, contactRequests.userId))
    .where(eq(contactRequests.id, id));
  const [row] = lock ? await query.for('update', { of: contactRequests }) : await query;
  return row;
}
export type InboxRow = NonNullable<Awaited<ReturnType<typeof inboxRequest>>>;

/** Writes an act's changes to a request (its state, who, when, the note or the answer). */
export async function updateInboxRequest(
  db: Db,
  id: number,
  values: Partial<typeof contactRequests.$inferInsert>,
): Promise<void> {
  await db.update(contactRequests).set(values).where(eq(contactRequests.id, id));
}

/** A request's internal notes, oldest first. */
export function notesOf(db: Db, requestId: number) {
  return db
    .select({
      author: contactRequestNotes.author,
      at: contactRequestNotes.writtenAt,
      text: contactRequestNotes.text,
    })
    .from(contactRequestNotes)
    .where(eq(contactRequestNotes.requestId, requestId))
    .orderBy(asc(contactRequestNotes.id));
}

export async function insertNote(
  db: Db,
  values: { requestId: number; author: string; writtenAt: Date; text: string },
): Promise<void> {
  await db.insert(contactRequestNotes).values(values);
}
