import { and, asc, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/database.js';
import { branches, contactRequestNotes, contactRequests, users } from '../../db/schema.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { branchInScope } from '../profile/index.js';

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
  dueAt: contactRequests.dueAt,
};

/** The open states: a request not yet answered nor closed, which the promise of an answer still binds. */
const OPEN_STATES: InboxState[] = ['new', 'taken'];

/** The inbox's filters, together: state, branch, who holds it ("mie"), late at an instant ("in ritardo"). */
export interface InboxFilter {
  state?: InboxState | undefined;
  branchId?: number | undefined;
  takenBy?: string | undefined;
  lateAt?: Date | undefined;
  /** The caller's scope: a branch's staff see the requests written to their branch (decisions/0158). */
  scope?: StaffScope | undefined;
}

/** A request written to a branch of the scope: the one condition every staff read of a request adds. */
const inScope = (scope: StaffScope = AGENCY_WIDE) => branchInScope(scope, contactRequests.branchId);
/** The same inside the figures' SQL. */
const andInScope = (scope: StaffScope) => {
  const condition = inScope(scope);
  return condition ? sql` and ${condition}` : sql``;
};

/**
 * A page of the inbox, newest first (keyset on the id), filtered (decisions/0144): "in ritardo" reads the
 * partial index of the open requests by due time, "mie" the index on who took them.
 */
export function inboxPage(db: Db, filter: InboxFilter & { before?: number | undefined; limit: number }) {
  const where: SQL[] = [];
  if (filter.state) where.push(eq(contactRequests.stato, filter.state));
  if (filter.branchId !== undefined) where.push(eq(contactRequests.branchId, filter.branchId));
  if (filter.takenBy !== undefined) where.push(eq(contactRequests.takenBy, filter.takenBy));
  if (filter.lateAt !== undefined) {
    where.push(inArray(contactRequests.stato, OPEN_STATES), lt(contactRequests.dueAt, filter.lateAt));
  }
  if (filter.before !== undefined) where.push(lt(contactRequests.id, filter.before));
  const scoped = inScope(filter.scope);
  if (scoped) where.push(scoped);
  return db
    .select(listed)
    .from(contactRequests)
    .leftJoin(branches, eq(branches.id, contactRequests.branchId))
    .where(and(...where))
    .orderBy(desc(contactRequests.id))
    .limit(filter.limit);
}

/** One request whole, with the client's user ID; `lock` holds it for an act in the caller's transaction. */
export async function inboxRequest(db: Db, id: number, lock = false, scope: StaffScope = AGENCY_WIDE) {
  const query = db
    .select({
      ...listed,
      testo: contactRequests.testo,
      email: contactRequests.email,
      telefono: contactRequests.telefono,
      recipient: contactRequests.recipient,
      userId: contactRequests.userId,
      userCode: users.userCode,
      branchId: contactRequests.branchId,
      takenAt: contactRequests.takenAt,
      answer: contactRequests.answer,
      answeredAt: contactRequests.answeredAt,
      answeredBy: contactRequests.answeredBy,
      closedAt: contactRequests.closedAt,
      closedBy: contactRequests.closedBy,
      firstAnsweredAt: contactRequests.firstAnsweredAt,
    })
    .from(contactRequests)
    .leftJoin(branches, eq(branches.id, contactRequests.branchId))
    .leftJoin(users, eq(users.id, contactRequests.userId))
    .where(and(eq(contactRequests.id, id), inScope(scope)));
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

/** The plan of a page of the inbox as run (the tests and the bench read which index it walks). */
export async function inboxPagePlan(db: Db, filter: InboxFilter): Promise<string[]> {
  return planOf(db, sql`${inboxPage(db, { ...filter, limit: 51 })}`);
}

async function planOf(db: Db, query: SQL): Promise<string[]> {
  const rows = await selectRows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain (analyze, timing off, summary off) ${query}`,
  );
  return rows.map((row) => row['QUERY PLAN']);
}

/** The open requests and the late ones among them at `now`, in one pass over the open requests' index. */
export function openAndLateQuery(now: Date, scope: StaffScope = AGENCY_WIDE) {
  return sql`select count(*)::int as open,
      count(*) filter (where ${contactRequests.dueAt} < ${now.toISOString()}::timestamptz)::int as late
    from ${contactRequests} where ${contactRequests.stato} in ('new', 'taken')${andInScope(scope)}`;
}

/**
 * The first answers given from `since` to `now`: how many, how many by the due time, and the median time
 * from arrival to the first answer, in minutes (read through the index on the first answer's time).
 */
export function firstAnswersQuery(since: Date, now: Date, scope: StaffScope = AGENCY_WIDE) {
  return sql`select count(*)::int as answered,
      count(*) filter (where ${contactRequests.firstAnsweredAt}
        <= coalesce(${contactRequests.firstDueAt}, ${contactRequests.dueAt}))::int as in_time,
      percentile_cont(0.5) within group (
        order by extract(epoch from ${contactRequests.firstAnsweredAt} - ${contactRequests.createdAt})
      ) / 60 as median_minutes
    from ${contactRequests}
    where ${contactRequests.firstAnsweredAt} >= ${since.toISOString()}::timestamptz
      and ${contactRequests.firstAnsweredAt} <= ${now.toISOString()}::timestamptz${andInScope(scope)}`;
}

export async function openAndLate(db: Db, now: Date, scope: StaffScope) {
  const [row] = await selectRows<{ open: number; late: number }>(db, openAndLateQuery(now, scope));
  return { open: row?.open ?? 0, late: row?.late ?? 0 };
}

export async function firstAnswers(db: Db, since: Date, now: Date, scope: StaffScope) {
  const [row] = await selectRows<{ answered: number; in_time: number; median_minutes: number | null }>(
    db,
    firstAnswersQuery(since, now, scope),
  );
  return {
    answered: row?.answered ?? 0,
    answeredInTime: row?.in_time ?? 0,
    medianMinutes: row?.median_minutes === null || row === undefined ? null : Number(row.median_minutes),
  };
}

/** The plans of the status page's two figures' queries as run. */
export async function figuresPlans(db: Db, since: Date, now: Date): Promise<string[]> {
  return [...(await planOf(db, openAndLateQuery(now))), ...(await planOf(db, firstAnswersQuery(since, now)))];
}

/** Requests written before the due time was stored (decisions/0144): a batch of them, oldest first. */
export function requestsWithoutDueTime(db: Db, limit: number) {
  return db
    .select({ id: contactRequests.id, createdAt: contactRequests.createdAt })
    .from(contactRequests)
    .where(isNull(contactRequests.dueAt))
    .orderBy(asc(contactRequests.id))
    .limit(limit);
}

export async function setDueTimes(db: Db, rows: { id: number; dueAt: Date }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(({ id, dueAt }) => sql`(${id}::int, ${dueAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`update ${contactRequests} set due_at = v.due_at
    from (values ${values}) as v(id, due_at) where ${contactRequests.id} = v.id and ${contactRequests.dueAt} is null`);
}
