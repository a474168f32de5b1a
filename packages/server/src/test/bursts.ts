import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database.js';
import { rateCounters } from '../db/schema.js';
import type { RateRule } from '../shared/rate-limit.js';
import type { TestContext } from './harness.js';

/**
 * Many requests at once, as an attacker sends them, their answers tallied by
 * code, and what the rate counters counted meanwhile (security/limits-under-concurrency.test.ts).
 */

export type Reply = LightMyRequestResponse;
/** How many replies answered each code ('OK' for a success). */
export type Tally = Record<string, number>;

export const codeOf = (reply: Reply): string => reply.json().error?.code ?? 'OK';

export function tallyOf(codes: string[]): Tally {
  const tally: Tally = {};
  for (const code of codes) tally[code] = (tally[code] ?? 0) + 1;
  return tally;
}

/**
 * `count` requests at once, the i-th made by `request(i)`, interleaved with what they leave to run after
 * their replies (a recovery's look-up); then the queue is drained. The code each answered, in order.
 */
export async function burst(
  t: TestContext,
  count: number,
  request: (i: number) => Promise<Reply>,
): Promise<string[]> {
  const replies = await Promise.all(Array.from({ length: count }, (_, i) => request(i)));
  await t.app.backgroundTasks.drain();
  await t.app.deliveries.drain();
  return replies.map(codeOf);
}

/** The hits of each rule over all its subjects, by bucket. */
export async function hitsByRule(db: Db, rules: RateRule[]): Promise<Record<string, number>> {
  const buckets = rules.map((rule) => rule.bucket);
  const rows = await db
    .select({ bucket: rateCounters.bucket, hits: sql<number>`sum(${rateCounters.hits})::int` })
    .from(rateCounters)
    .where(inArray(rateCounters.bucket, buckets))
    .groupBy(rateCounters.bucket);
  return Object.fromEntries(
    buckets.map((bucket) => [bucket, rows.find((r) => r.bucket === bucket)?.hits ?? 0]),
  );
}

/**
 * A burst: what it answered, and the hits each rule counted during it, by bucket. The subjects must be
 * the test's own and within their window, so that the difference of the sums is what the burst added.
 */
export async function measuredBurst(
  t: TestContext,
  count: number,
  rules: RateRule[],
  request: (i: number) => Promise<Reply>,
) {
  const before = await hitsByRule(t.db, rules);
  const codes = await burst(t, count, request);
  const after = await hitsByRule(t.db, rules);
  const counted = Object.fromEntries(
    rules.map(({ bucket }) => [bucket, (after[bucket] ?? 0) - (before[bucket] ?? 0)]),
  );
  return { codes, tally: tallyOf(codes), counted };
}
