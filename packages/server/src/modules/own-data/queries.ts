import type { OwnDataKind, OwnDataState } from '@area-clienti/contract';
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients, ownDataChanges, users } from '../../db/schema.js';

export type OwnDataChangeRow = typeof ownDataChanges.$inferSelect;
const OPEN: OwnDataState[] = ['applied', 'requested'];

/** The writers of own_data_changes, one at a time (any constant of our own; the import's is 727_002). */
const OWN_DATA_WRITE_LOCK = 727_035;

/**
 * Records a change; the open changes of the same kind before it are `replaced` (one pending value of a kind
 * at a time, also held by the partial unique index). Run in the transaction of the act and its audit
 * record. The writers are serialised by a transaction-level advisory lock taken first (changes are rare):
 * two changes of one client cannot both find nothing to replace, and the feed's sequence is taken in the
 * order the changes commit, so a poller past `feedSeq` n never misses a change that commits later with a
 * smaller one (docs/decisions/0145).
 */
export async function insertChange(
  db: Db,
  row: Omit<typeof ownDataChanges.$inferInsert, 'id' | 'feedSeq'>,
): Promise<OwnDataChangeRow> {
  await db.execute(sql`select pg_advisory_xact_lock(${OWN_DATA_WRITE_LOCK})`);
  await db
    .update(ownDataChanges)
    .set({ state: 'replaced' })
    .where(
      and(
        eq(ownDataChanges.clientId, row.clientId),
        eq(ownDataChanges.kind, row.kind),
        inArray(ownDataChanges.state, OPEN),
      ),
    );
  const [inserted] = await db.insert(ownDataChanges).values(row).returning();
  if (!inserted) throw new Error('a change not recorded');
  return inserted;
}

/** The client's changes not yet settled, newest first. */
export function openChangesOfClient(db: Db, clientId: number) {
  return db
    .select()
    .from(ownDataChanges)
    .where(and(eq(ownDataChanges.clientId, clientId), inArray(ownDataChanges.state, OPEN)))
    .orderBy(desc(ownDataChanges.id));
}

/** The client's latest change of a kind that was not replaced, if any. */
export async function latestChange(db: Db, clientId: number, kind: OwnDataKind) {
  const [row] = await db
    .select()
    .from(ownDataChanges)
    .where(
      and(
        eq(ownDataChanges.clientId, clientId),
        eq(ownDataChanges.kind, kind),
        ne(ownDataChanges.state, 'replaced'),
      ),
    )
    .orderBy(desc(ownDataChanges.id))
    .limit(1);
  return row;
}

/** The client's last changes, newest first: what the console's page of a client lists. */
export function changesOfClient(db: Db, clientId: number, limit = 50) {
  return db
    .select()
    .from(ownDataChanges)
    .where(eq(ownDataChanges.clientId, clientId))
    .orderBy(desc(ownDataChanges.id))
    .limit(limit);
}

/** One change of the client, or undefined (another client's answers as a missing one). */
export async function changeOfClient(db: Db, clientId: number, changeId: number) {
  const [row] = await db
    .select()
    .from(ownDataChanges)
    .where(and(eq(ownDataChanges.clientId, clientId), eq(ownDataChanges.id, changeId)))
    .limit(1);
  return row;
}

/** Every open change of the kinds the agency's feed carries: what an import settles or sets beside. */
export function openChanges(db: Db) {
  return db
    .select()
    .from(ownDataChanges)
    .where(inArray(ownDataChanges.state, OPEN))
    .orderBy(asc(ownDataChanges.id));
}

/** The feed carries the client's value: the change is settled. */
export async function settleChange(db: Db, id: number): Promise<void> {
  await db
    .update(ownDataChanges)
    .set({ state: 'settled', settledAt: sql`now()`, feedValue: null })
    .where(eq(ownDataChanges.id, id));
}

/** What the agency's last import says, kept beside the client's value while they differ. */
export async function setFeedValue(db: Db, id: number, feedValue: string | null): Promise<void> {
  await db.update(ownDataChanges).set({ feedValue }).where(eq(ownDataChanges.id, id));
}

const feedColumns = {
  change: ownDataChanges,
  agencyId: clients.agencyId,
  userCode: users.userCode,
};

/** The changes after the feed's sequence `since`, with the client's id in the feed and the account's code. */
export function feedAfter(db: Db, since: number, limit: number) {
  return db
    .select(feedColumns)
    .from(ownDataChanges)
    .innerJoin(clients, eq(clients.id, ownDataChanges.clientId))
    .leftJoin(users, eq(users.id, ownDataChanges.userId))
    .where(gt(ownDataChanges.feedSeq, since))
    .orderBy(asc(ownDataChanges.feedSeq))
    .limit(limit);
}

/** One change as the feed gives it (the webhook's body). */
export async function feedRowOf(db: Db, id: number) {
  const [row] = await db
    .select(feedColumns)
    .from(ownDataChanges)
    .innerJoin(clients, eq(clients.id, ownDataChanges.clientId))
    .leftJoin(users, eq(users.id, ownDataChanges.userId))
    .where(eq(ownDataChanges.id, id))
    .limit(1);
  return row;
}
export type OwnDataFeedRow = NonNullable<Awaited<ReturnType<typeof feedRowOf>>>;
