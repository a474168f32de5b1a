import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import {
  contactRequests,
  importHistory,
  invites,
  oneTimeCodes,
  outbox,
  rateCounters,
  sessions,
  ssoTokensUsed,
} from '../../db/schema.js';

/** Each kind of record kept for a while: its table and the time column its retention counts from. */
const RETAINED = {
  sessions: { table: sessions, from: sessions.createdAt },
  contactRequests: { table: contactRequests, from: contactRequests.createdAt },
  outbox: { table: outbox, from: outbox.createdAt },
  expiredCodes: { table: oneTimeCodes, from: oneTimeCodes.expiresAt },
  expiredInvites: { table: invites, from: invites.expiresAt },
  rateCounters: { table: rateCounters, from: rateCounters.windowStart },
  ssoTokenIds: { table: ssoTokensUsed, from: ssoTokensUsed.usedAt },
  importHistory: { table: importHistory, from: importHistory.startedAt },
} satisfies Record<string, { table: PgTable; from: PgColumn }>;

export type RetainedKind = keyof typeof RETAINED;

/** Deletes the records of a kind whose time column is before `limit`; answers how many went. */
export async function deleteRetainedBefore(db: Db, kind: RetainedKind, limit: Date): Promise<number> {
  const { table, from } = RETAINED[kind];
  const result = await db.execute(sql`delete from ${table} where ${from} < ${limit.toISOString()}`);
  // Rows the DELETE touched, as node-postgres reports them.
  return (result as { rowCount?: number | null }).rowCount ?? 0;
}
