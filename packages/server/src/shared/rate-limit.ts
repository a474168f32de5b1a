import { ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateCounters } from '../db/schema.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import { type CounterHit, countHits, forgiveHits } from './rate-limit-queries.js';

export interface RateRule {
  /** What is counted, e.g. `login-account`. */
  bucket: string;
  /** Hits allowed within one window. */
  limit: number;
  windowSeconds: number;
  /**
   * What a successful attempt does to the count (see `forgive`): start it again (the owner's own counts:
   * they have just proven who they are), or only take its own hit back (the wide ones, which measure an
   * attack on many accounts or from many places).
   */
  onSuccess?: 'reset' | 'refund';
}

/** A rule and the subject it counts (an account, an address, a phone number). */
export type RateHit = [RateRule, string];

/** The counts of an attempt, rule by rule, this attempt included. */
export interface AttemptCounts {
  /** True when every count is within its rule's limit: the attempt may be checked. */
  allowed: boolean;
  counts: number[];
  /** When each count's window began: a rule's lock lasts until its window ends (`windowEnds`). */
  windowStarts: Date[];
}

/** Counted hits and the start of their window. */
interface Counted {
  hits: number;
  windowStart: Date;
}

/**
 * Fixed-window counters in PostgreSQL, so that every server instance sees the same count. Every count is
 * one atomic upsert (the row is locked while it is incremented): what is counted is reserved before the
 * password or code it guards is checked, so N simultaneous attempts are all counted and at most `limit`
 * of them are checked (docs/decisions/0037).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit and returns the hits in the current window, this one included, and its start. */
  private async hit(db: Db, hit: RateHit, now: Date): Promise<Counted> {
    const [row] = await countHits(db, [counterHit(hit)], now);
    return row ?? { hits: 1, windowStart: now };
  }

  /**
   * An attempt at something guarded (a password, a code, an invite): counted against every rule, always,
   * before it is checked. `allowed` is false when a count passes its limit: then it must not be checked.
   * Distinct counters are counted in one statement, one commit (a login counts three), each row locked
   * while it is incremented, all in one order (shared/rate-limit-queries.ts).
   */
  async attempt(hits: RateHit[]): Promise<AttemptCounts> {
    const now = this.clock.now();
    const keys = hits.map(keyOf);
    let counted: Counted[];
    if (new Set(keys).size === keys.length) {
      const rows = await countHits(this.db, hits.map(counterHit), now);
      const byKey = new Map(rows.map((row) => [`${row.bucket}\0${row.subject}`, row]));
      counted = keys.map((key) => byKey.get(key) ?? { hits: 1, windowStart: now });
    } else {
      counted = [];
      for (const hit of hits) counted.push(await this.hit(this.db, hit, now));
    }
    const counts = counted.map((c) => c.hits);
    return {
      allowed: hits.every(([rule], i) => (counts[i] ?? 0) <= rule.limit),
      counts,
      windowStarts: counted.map((c) => c.windowStart),
    };
  }

  /**
   * A send (a code, a contact request): counted against every rule, or against none when one of them is
   * at its limit, in one transaction, so that a refused send is counted by no rule and simultaneous sends
   * cannot pass a limit together. False when refused.
   */
  async send(hits: RateHit[]): Promise<boolean> {
    const now = this.clock.now();
    // Counters are locked in the one order, whatever the caller's, so two sends cannot deadlock.
    const ordered = [...hits].sort(inLockOrder);
    try {
      await this.db.transaction(async (tx) => {
        for (const hit of ordered) {
          if ((await this.hit(tx, hit, now)).hits > hit[0].limit) throw new SendRefused();
        }
      });
      return true;
    } catch (error) {
      if (error instanceof SendRefused) return false;
      throw error;
    }
  }

  /**
   * After an attempt succeeded: each rule's count starts again or takes this attempt's hit back, in one
   * statement that locks the counters in the same order as `attempt` does.
   */
  async forgive(hits: RateHit[]): Promise<void> {
    if (hits.length === 0) return;
    await forgiveHits(
      this.db,
      hits.map(([rule, subject]) => ({ bucket: rule.bucket, subject, reset: rule.onSuccess === 'reset' })),
    );
  }

  /**
   * One use of something limited per subject (a staff account's searches), counted in one statement:
   * refused past the rule's limit, with the whole minutes (at least one) until the window ends, for the
   * refusal's `retryAfterMinutes` and `Retry-After`. Uses past the limit are counted too, but the window is
   * fixed: they do not make the wait longer.
   */
  async use(rule: RateRule, subject: string): Promise<{ allowed: boolean; retryAfterMinutes: number }> {
    const now = this.clock.now();
    const { hits, windowStart } = await this.hit(this.db, [rule, subject], now);
    const end = new Date(windowStart).getTime() + rule.windowSeconds * 1000;
    return {
      allowed: hits <= rule.limit,
      retryAfterMinutes: Math.max(1, Math.ceil((end - now.getTime()) / 60_000)),
    };
  }

  /**
   * `use`, refusing: past the rule's limit `LIMIT_001` (`TOO_MANY_REQUESTS`, 429) with `retryAfterMinutes`,
   * which the error handler also answers as `Retry-After`. Called before the work it limits, so that a
   * refused use reads nothing (the staff's searches and client pages, decisions/0132).
   */
  async useOrRefuse(rule: RateRule, subject: string): Promise<void> {
    const { allowed, retryAfterMinutes } = await this.use(rule, subject);
    if (!allowed) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, { retryAfterMinutes });
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

  /**
   * Which of `subjects` have reached a rule's limit in its current window: the next attempt would be
   * refused. A subject stands for itself and for every `subject|…` (an account on each address).
   */
  async atLimit(rule: RateRule, subjects: string[]): Promise<Set<string>> {
    if (subjects.length === 0) return new Set();
    const windowFloor = new Date(this.clock.now().getTime() - rule.windowSeconds * 1000);
    const rows = await this.db
      .select({ subject: sql<string>`split_part(${rateCounters.subject}, '|', 1)` })
      .from(rateCounters)
      .where(
        sql`${rateCounters.bucket} = ${rule.bucket} and ${rateCounters.hits} >= ${rule.limit}
          and ${rateCounters.windowStart} > ${windowFloor.toISOString()}
          and split_part(${rateCounters.subject}, '|', 1) in ${subjects}`,
      );
    return new Set(rows.map((row) => row.subject));
  }

  /** Starts again every count of a rule whose subject begins with `prefix` (an account on every address). */
  async resetStartingWith(rule: RateRule, prefix: string): Promise<void> {
    await this.db
      .delete(rateCounters)
      .where(
        sql`${rateCounters.bucket} = ${rule.bucket} and starts_with(${rateCounters.subject}, ${prefix})`,
      );
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db
      .delete(rateCounters)
      .where(sql`${rateCounters.bucket} = ${rule.bucket} and ${rateCounters.subject} = ${subject}`);
  }
}

const keyOf = ([rule, subject]: RateHit) => `${rule.bucket}\0${subject}`;
/** The order the statements lock counters in: bucket, then subject, as `collate "C"` orders them. */
const inLockOrder = ([a, x]: RateHit, [b, y]: RateHit) =>
  a.bucket !== b.bucket ? (a.bucket < b.bucket ? -1 : 1) : x === y ? 0 : x < y ? -1 : 1;
const counterHit = ([rule, subject]: RateHit): CounterHit => ({
  bucket: rule.bucket,
  subject,
  windowSeconds: rule.windowSeconds,
});

/** Rolls a refused send's counts back. */
class SendRefused extends Error {}
