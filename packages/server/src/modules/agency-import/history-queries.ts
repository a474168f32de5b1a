import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { importHistory } from '../../db/schema.js';

export type ImportHistoryRow = typeof importHistory.$inferSelect;

/** One import's entry, written once it has ended (written or refused): its id. */
export async function insertImportEntry(db: Db, entry: typeof importHistory.$inferInsert): Promise<number> {
  const [row] = await db.insert(importHistory).values(entry).returning({ id: importHistory.id });
  if (!row) throw new Error('import_history: insert returned no row');
  return row.id;
}

/** The newest `limit` entries before `before` (keyset on the id: later imports have larger ids). */
export function importEntries(db: Db, before: number | null, limit: number) {
  return db
    .select()
    .from(importHistory)
    .where(before === null ? undefined : lt(importHistory.id, before))
    .orderBy(desc(importHistory.id))
    .limit(limit);
}

/** One entry with its problems (the report), or none. */
export async function importEntry(db: Db, id: number): Promise<ImportHistoryRow | null> {
  const [row] = await db.select().from(importHistory).where(eq(importHistory.id, id));
  return row ?? null;
}
