import { lt } from 'drizzle-orm';
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

/** Deletes what is past its retention; answers how many rows each kind lost. Safe on every instance at once. */
export async function purgeExpired(db: Db, now: Date): Promise<Record<keyof typeof RETENTION_DAYS, number>> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const count = (rows: unknown[]) => rows.length;
  return {
    sessions: count(
      await db
        .delete(sessions)
        .where(lt(sessions.createdAt, before(RETENTION_DAYS.sessions)))
        .returning({ id: sessions.id }),
    ),
    contactRequests: count(
      await db
        .delete(contactRequests)
        .where(lt(contactRequests.createdAt, before(RETENTION_DAYS.contactRequests)))
        .returning({ id: contactRequests.id }),
    ),
    outbox: count(
      await db
        .delete(outbox)
        .where(lt(outbox.createdAt, before(RETENTION_DAYS.outbox)))
        .returning({ id: outbox.id }),
    ),
    expiredCodes: count(
      await db
        .delete(oneTimeCodes)
        .where(lt(oneTimeCodes.expiresAt, before(RETENTION_DAYS.expiredCodes)))
        .returning({ id: oneTimeCodes.id }),
    ),
    expiredInvites: count(
      await db
        .delete(invites)
        .where(lt(invites.expiresAt, before(RETENTION_DAYS.expiredInvites)))
        .returning({ id: invites.id }),
    ),
    rateCounters: count(
      await db
        .delete(rateCounters)
        .where(lt(rateCounters.windowStart, before(RETENTION_DAYS.rateCounters)))
        .returning({ bucket: rateCounters.bucket }),
    ),
    ssoTokenIds: count(
      await db
        .delete(ssoTokensUsed)
        .where(lt(ssoTokensUsed.usedAt, before(RETENTION_DAYS.ssoTokenIds)))
        .returning({ jti: ssoTokensUsed.jti }),
    ),
  };
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
