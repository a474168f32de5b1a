import { chmodSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.js';
import { isConnectionError } from './connection-errors.js';
import { type Database, openPostgres } from './database.js';
import { hasPgliteLayout } from './embedded/data-folder.js';
import { type EmbeddedPostgres, type EngineLog, startEmbeddedPostgres } from './embedded/engine.js';
import { carryOverPglite } from './pglite-carry-over.js';

export interface OpenOptions {
  onPoolError?: (error: Error) => void;
  /** Told each time a PostgreSQL server that does not answer yet is tried again. */
  onRetry?: (failure: { cause: string; retryInSeconds: number }) => void;
  /** The embedded engine's log lines (its start, its version, where it listens; never its password). */
  engineLog?: EngineLog;
  /** The embedded engine died and could not be started again: the server must exit with this reason. */
  onEngineLost?: (reason: string) => void;
}

const silent: EngineLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The database opened, with the embedded engine behind it when there is one. */
export type AppDatabase = Database & {
  embedded?: EmbeddedPostgres;
  /** The migrations this start applied, for its log line (none when the database was up to date). */
  migrationsApplied: string[];
};

/** The address of DATABASE_URL for a log line: never its password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable URL';
  }
}

/** Waits before each new try at start: 1, 2, 4, 8 seconds, then every 15. */
const startBackoffSeconds = (attempt: number) => Math.min(15, 2 ** attempt);

/**
 * The configured database, migrated: what the server starts on, and what a command line tool opens when
 * no server runs. Seeding the demo agency is a separate step (seed/demo-agency.ts) that they call.
 * A PostgreSQL server that does not answer yet is tried again for DATABASE_START_TIMEOUT_SECONDS, so
 * that the server and its database may start in any order (docs/decisions/0042).
 */
export async function openAppDatabase(config: Config, options: OpenOptions = {}): Promise<AppDatabase> {
  const { onPoolError, onRetry } = options;
  if (!config.DATABASE_URL) return openEmbedded(config, options);
  const deadline = Date.now() + config.DATABASE_START_TIMEOUT_SECONDS * 1000;
  for (let attempt = 0; ; attempt++) {
    const database = openPostgres(config.DATABASE_URL, poolOptions(config, onPoolError));
    try {
      const migrationsApplied = await database.migrate();
      return Object.assign(database, { migrationsApplied });
    } catch (error) {
      await database.close().catch(() => {});
      const waitSeconds = startBackoffSeconds(attempt);
      const retry = isConnectionError(error) && Date.now() + waitSeconds * 1000 < deadline;
      if (!retry) throw error;
      onRetry?.({ cause: causeOf(error), retryInSeconds: waitSeconds });
      await sleep(waitSeconds * 1000);
    }
  }
}

const poolOptions = (config: Config, onPoolError: OpenOptions['onPoolError']) => ({
  onPoolError,
  queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
  poolSize: config.DATABASE_POOL_SIZE,
});

/**
 * The embedded PostgreSQL of DATA_DIR started (made on the first start), then the same pool and migrations
 * as on a server. Closing the database stops the engine too.
 */
async function openEmbedded(config: Config, options: OpenOptions): Promise<AppDatabase> {
  const log = options.engineLog ?? silent;
  // The old layout (PGlite's cluster directly in DATA_DIR, folder 0755 and files 0666 as PGlite made them):
  // made private first, or the start below would refuse it, then carried over once the engine runs.
  const fromPglite = hasPgliteLayout(config.DATA_DIR);
  if (fromPglite) {
    log.warn(
      { dataDir: config.DATA_DIR },
      'DATA_DIR holds a PGlite database: carrying it over into PostgreSQL',
    );
    chmodSync(config.DATA_DIR, 0o700);
  }
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, {
    log,
    onGiveUp: options.onEngineLost,
  });
  if (fromPglite) {
    try {
      await carryOverPglite({
        pgliteDir: config.DATA_DIR,
        targetUrl: embedded.url,
        log: (line) => log.info({}, line),
      });
    } catch (error) {
      // Nothing was changed (CarryOverError says what failed): the old folder stays where it was.
      await embedded.stop();
      throw error;
    }
  }
  const database = openPostgres(embedded.url, poolOptions(config, options.onPoolError));
  const close = async () => {
    await database.close().catch(() => {});
    await embedded.stop();
  };
  try {
    const migrationsApplied = await database.migrate();
    return { ...database, engine: 'embedded', embedded, close, migrationsApplied };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The first line of what went wrong, with its code: "connect ECONNREFUSED 127.0.0.1:5432". Drizzle wraps
 * the driver's error ("Failed query: …", with the query's parameters): the innermost cause is the one.
 */
export function causeOf(error: unknown): string {
  let innermost = error;
  for (let depth = 0; depth < 6; depth++) {
    const cause = (innermost as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    innermost = cause;
  }
  const { message, code } = (innermost ?? {}) as { message?: unknown; code?: unknown };
  const text =
    typeof message === 'string' && message ? (message.split('\n')[0] ?? message) : String(innermost);
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
}
