import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import {
  contactRequests,
  invites,
  oneTimeCodes,
  outbox,
  rateCounters,
  sessions,
  ssoTokensUsed,
} from '../../db/schema.js';

const DAY_MS = 86_400_000;

/**
 * How long what we record about people is kept (the privacy notice promises these; docs/decisions/0034).
 * Sessions carry the address and browser of each login: 90 days, which also bounds the new-access check.
 */
export const RETENTION_DAYS = {
  sessions: 90,
  contactRequests: 730,
  outbox: 7,
  /** Codes and invites are useless once expired; a day of grace keeps "expired" answers exact. */
  expiredCodes: 1,
  expiredInvites: 30,
  /** The longest counting window is 24 hours (registration attempts). */
  rateCounters: 2,
  ssoTokenIds: 1,
} as const;

/** Each kind of record: its table and the time column its retention counts from. */
const RETAINED: Record<keyof typeof RETENTION_DAYS, { table: PgTable; from: PgColumn }> = {
  sessions: { table: sessions, from: sessions.createdAt },
  contactRequests: { table: contactRequests, from: contactRequests.createdAt },
  outbox: { table: outbox, from: outbox.createdAt },
  expiredCodes: { table: oneTimeCodes, from: oneTimeCodes.expiresAt },
  expiredInvites: { table: invites, from: invites.expiresAt },
  rateCounters: { table: rateCounters, from: rateCounters.windowStart },
  ssoTokenIds: { table: ssoTokensUsed, from: ssoTokensUsed.usedAt },
};

/** Deletes what is past its retention; answers how many rows each kind lost. Safe on every instance at once. */
export async function purgeExpired(db: Db, now: Date): Promise<Record<keyof typeof RETENTION_DAYS, number>> {
  const removed = {} as Record<keyof typeof RETENTION_DAYS, number>;
  for (const [kind, { table, from }] of Object.entries(RETAINED) as [
    keyof typeof RETENTION_DAYS,
    (typeof RETAINED)[keyof typeof RETAINED],
  ][]) {
    const limit = new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS);
    const result = await db.execute(sql`delete from ${table} where ${from} < ${limit.toISOString()}`);
    removed[kind] = affectedRows(result);
  }
  return removed;
}

/** Rows a DELETE touched, as node-postgres (rowCount) and PGlite (affectedRows) report it. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Purges at start and then every hour, logging what went; returns the function that stops it. */
export function scheduleRetention(
  db: Db,
  log: { info(data: object, msg: string): void; error(data: object, msg: string): void },
  everyMs = 3_600_000,
): () => void {
  const run = () =>
    purgeExpired(db, new Date())
      .then((removed) => log.info({ removed }, 'retention: expired data deleted'))
      .catch((error: Error) => log.error({ error: error.message }, 'retention: purge failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
