import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.js';
import { isConnectionError } from './connection-errors.js';
import { type Database, openPglite, openPostgres } from './database.js';

export interface OpenOptions {
  onPoolError?: (error: Error) => void;
  /** Told each time a PostgreSQL server that does not answer yet is tried again. */
  onRetry?: (failure: { cause: string; retryInSeconds: number }) => void;
}

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
export async function openAppDatabase(
  config: Config,
  { onPoolError, onRetry }: OpenOptions = {},
): Promise<Database & { migrationsApplied: string[] }> {
  const deadline = Date.now() + config.DATABASE_START_TIMEOUT_SECONDS * 1000;
  for (let attempt = 0; ; attempt++) {
    const database = config.DATABASE_URL
      ? openPostgres(config.DATABASE_URL, {
          onPoolError,
          queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
          poolSize: config.DATABASE_POOL_SIZE,
        })
      : await openPglite(config.DATA_DIR);
    try {
      const migrationsApplied = await database.migrate();
      return Object.assign(database, { migrationsApplied });
    } catch (error) {
      await database.close().catch(() => {});
      const waitSeconds = startBackoffSeconds(attempt);
      const retry =
        config.DATABASE_URL && isConnectionError(error) && Date.now() + waitSeconds * 1000 < deadline;
      if (!retry) throw error;
      onRetry?.({ cause: causeOf(error), retryInSeconds: waitSeconds });
      await sleep(waitSeconds * 1000);
    }
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
