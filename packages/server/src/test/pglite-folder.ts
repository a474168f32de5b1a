import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '../db/database.js';
import * as schema from '../db/schema.js';
import { MIGRATIONS } from './migrations.js';

/**
 * A PGlite data folder as the embedded default wrote it before issue 19 (database.ts's `openPglite`, which
 * the real PostgreSQL engine replaces): opened and migrated here, on its own, so that the carry-over's
 * tests outlive that code path.
 */
export async function openPgliteFolder(
  dataDir: string,
  migrationsFolder = MIGRATIONS,
): Promise<{ db: Db; client: PGlite; close(): Promise<void> }> {
  const client = await PGlite.create({ dataDir });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return { db, client, close: () => client.close() };
}
