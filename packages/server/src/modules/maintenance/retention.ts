import type { Db } from '../../db/database.js';
import { deleteRetainedBefore, type RetainedKind } from './queries.js';

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
  /**
   * The console's import history (who, when, file, counts, a refused feed's problems by agency id): a year
   * and a month, to compare this year's imports with last year's (decisions/0117).
   */
  importHistory: 400,
} as const satisfies Record<RetainedKind, number>;

/** Deletes what is past its retention; answers how many rows each kind lost. Safe on every instance at once. */
export async function purgeExpired(db: Db, now: Date): Promise<Record<RetainedKind, number>> {
  const removed = {} as Record<RetainedKind, number>;
  for (const [kind, days] of Object.entries(RETENTION_DAYS) as [RetainedKind, number][]) {
    removed[kind] = await deleteRetainedBefore(db, kind, new Date(now.getTime() - days * DAY_MS));
  }
  return removed;
}

/** The hourly job of the queue (app.ts): purges, and logs how many rows each kind lost. */
export async function purgeAndReport(db: Db, now: Date, log: { info(data: object, msg: string): void }) {
  const removed = await purgeExpired(db, now);
  log.info({ removed }, 'retention: expired data deleted');
}
