import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteFolderFrom } from '../bench/pglite-folder-from.js';
import { type Database, type Db, openPostgres } from '../db/database.js';
import { openPglite } from '../db/pglite-carry-over.js';
import * as schema from '../db/schema.js';
import { emptyDatabase } from './database.js';
import { MIGRATIONS } from './migrations.js';

/**
 * A PGlite data folder as the embedded default wrote it before issue 19, opened and migrated here on its
 * own (PGlite and the Drizzle migrator, nothing of the product's code): an empty folder at an older
 * migration, or an old folder to mend by hand.
 */
export async function openPgliteFolder(
  dataDir: string,
  migrationsFolder = MIGRATIONS,
): Promise<{ db: Db; client: PGlite; close(): Promise<void> }> {
  const client = await openPglite(dataDir);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return { db, client, close: () => client.close() };
}

let scratchDatabases = 0;

/**
 * An old PGlite folder in `dataDir` holding what `make` leaves in a migrated scratch database of the test
 * server (today's app runs there, on PostgreSQL), written by `pgliteFolderFrom`; the scratch database is
 * dropped after.
 */
export async function pgliteFolderMadeBy(
  dataDir: string,
  make: (database: Database) => Promise<void>,
): Promise<void> {
  const scratch = await emptyDatabase(`pglite_folder_${process.pid}_${++scratchDatabases}`);
  try {
    const database = openPostgres(scratch.url);
    try {
      await database.migrate();
      await make(database);
    } finally {
      await database.close();
    }
    await pgliteFolderFrom(scratch.url, dataDir);
  } finally {
    await scratch.close();
  }
}

export { pgliteFolderFrom };
