import type { Config } from '../config.js';
import { isDatabaseEmpty, seedDemoAgency } from '../seed/demo-agency.js';
import { type Database, openPglite, openPostgres } from './database.js';

/**
 * The configured database, migrated, with the demo agency in it when it was empty and SEED_DEMO allows:
 * what the server starts on, and what a command line tool opens when no server runs.
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
    if (config.SEED_DEMO === 'true' && (await isDatabaseEmpty(database.db))) {
      await seedDemoAgency(database.db, config);
    }
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
