import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from './database.js';

/**
 * The configured database, migrated: what the server starts on, and what a command line tool opens when
 * no server runs. Seeding the demo agency is a separate step (seed/demo-agency.ts) that they call.
 */
export async function openAppDatabase(
  config: Config,
  onPoolError: (error: Error) => void = () => {},
): Promise<Database> {
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, onPoolError)
    : await openPglite(config.DATA_DIR);
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
