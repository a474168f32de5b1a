import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateCounters } from '../db/schema.js';
import type { Clock } from './clock.js';

export interface RateRule {
  /** What is counted, e.g. `login-account`. */
  bucket: string;
  /** Hits allowed within one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so that every server instance sees the same count.
 * One upsert per hit: a window older than the rule's length restarts at 1.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit and returns the hits in the current window, this one included. */
  async hit(rule: RateRule, subject: string): Promise<number> {
    const now = this.clock.now();
    const windowFloor = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [row] = await this.db
      .insert(rateCounters)
      .values({ bucket: rule.bucket, subject, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: [rateCounters.bucket, rateCounters.subject],
        set: {
          hits: sql`case when ${rateCounters.windowStart} <= ${windowFloor.toISOString()} then 1 else ${rateCounters.hits} + 1 end`,
          windowStart: sql`case when ${rateCounters.windowStart} <= ${windowFloor.toISOString()} then ${now.toISOString()}::timestamptz else ${rateCounters.windowStart} end`,
        },
      })
      .returning({ hits: rateCounters.hits });
    return row?.hits ?? 1;
  }

  /** The hits counted in the current window, without counting one. */
  async count(rule: RateRule, subject: string): Promise<number> {
    const windowFloor = new Date(this.clock.now().getTime() - rule.windowSeconds * 1000);
    const rows = await this.db
      .select({ hits: rateCounters.hits })
      .from(rateCounters)
      .where(
        sql`${rateCounters.bucket} = ${rule.bucket} and ${rateCounters.subject} = ${subject} and ${rateCounters.windowStart} > ${windowFloor.toISOString()}`,
      );
    return rows[0]?.hits ?? 0;
  }

  async isExceeded(rule: RateRule, subject: string): Promise<boolean> {
    return (await this.count(rule, subject)) >= rule.limit;
  }

  /**
   * Counts one hit against every rule, or against none when one of them is already at its limit: a send
   * refused by one limit is counted by no other. False when refused. The counts after the hits catch two
   * callers racing past the check.
   */
  async hitAll(hits: [RateRule, string][]): Promise<boolean> {
    for (const [rule, subject] of hits) if (await this.isExceeded(rule, subject)) return false;
    for (const [rule, subject] of hits) if ((await this.hit(rule, subject)) > rule.limit) return false;
    return true;
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db
      .delete(rateCounters)
      .where(sql`${rateCounters.bucket} = ${rule.bucket} and ${rateCounters.subject} = ${subject}`);
  }
}
