import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './database.js';

/** Drizzle's record of the migrations done: one row each, `created_at` the migration's folder time. */
const DONE_TABLE = 'drizzle.__drizzle_migrations';

/** The times of the migrations this database has, none before its first migration. */
async function doneTimes(db: Db): Promise<Set<number>> {
  const exists = (await db.execute(
    sql`select to_regclass(${DONE_TABLE}) is not null as present`,
  )) as unknown as {
    rows: { present: boolean }[];
  };
  if (!exists.rows[0]?.present) return new Set();
  const done = (await db.execute(sql.raw(`select created_at from ${DONE_TABLE}`))) as unknown as {
    rows: { created_at: string | number }[];
  };
  return new Set(done.rows.map((row) => Number(row.created_at)));
}

/**
 * Runs the migrations (`migrate`, under whatever lock the engine takes) and says which ones this call
 * applied, by their names in the migrations folder (`0007_documents`), in order: none when the database
 * was up to date. The start's log line lists them (main.ts).
 */
export async function migrateAndList(
  db: Db,
  folder: string,
  migrate: () => Promise<void>,
): Promise<string[]> {
  const before = await doneTimes(db);
  await migrate();
  const after = await doneTimes(db);
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.filter(({ when }) => after.has(when) && !before.has(when)).map(({ tag }) => tag);
}
