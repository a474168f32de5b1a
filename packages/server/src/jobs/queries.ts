import type PgBoss from 'pg-boss';
import { type Db, QUEUE_SCHEMA, rawSqlOf } from '../db/database.js';

export { QUEUE_SCHEMA };

/**
 * The advisory lock pg-boss takes while it changes its schema (its maintenance and migrations): its own
 * key, computed as pg-boss 10 computes it (`advisoryLock` in pg-boss's plans.js, pinned in the lockfile).
 */
export const QUEUE_SCHEMA_LOCK =
  `(('x' || encode(sha224((current_database() || '.pgboss.${QUEUE_SCHEMA}')::bytea), 'hex'))::bit(64)::bigint)` as const;

/**
 * Our database (or the caller's transaction) as pg-boss wants it: raw SQL with an array of values. Given a
 * transaction, a job is queued in it, so it stands or falls with what caused it.
 */
export const bossDbOf = (db: Db): PgBoss.Db => {
  const raw = rawSqlOf(db);
  return { executeSql: (text, values) => raw.executeSql(text, values) as Promise<{ rows: never[] }> };
};

/** The jobs of these queues whose every try failed, newest first, as pg-boss stores them. */
export async function failedJobs(db: Db, queues: readonly string[], limit: number): Promise<unknown[]> {
  const { rows } = await rawSqlOf(db).executeSql(
    `select id, name, data, output, retry_count, created_on, completed_on
       from ${QUEUE_SCHEMA}.job where state = 'failed' and name = any($1)
       order by completed_on desc nulls last limit $2`,
    [queues, limit],
  );
  return rows;
}

/** Of the failed jobs of a queue carrying receipts of this kind, the receipts' ids among `ids`. */
export async function failedReceiptIds(
  db: Db,
  queue: string,
  kind: string,
  ids: number[],
): Promise<number[]> {
  const { rows } = await rawSqlOf(db).executeSql(
    `select (data->'receipt'->>'id')::int as id from ${QUEUE_SCHEMA}.job
      where name = $1 and state = 'failed' and data->'receipt'->>'kind' = $2
        and (data->'receipt'->>'id')::int = any($3)`,
    [queue, kind, ids],
  );
  return (rows as { id: number }[]).map((row) => row.id);
}

/** The queue of a failed job, or undefined when there is no such failed job. */
export async function queueOfFailedJob(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await rawSqlOf(db).executeSql(
    `select name from ${QUEUE_SCHEMA}.job where id = $1::uuid and state = 'failed'`,
    [id],
  );
  return (rows[0] as { name?: string } | undefined)?.name;
}

/** How many jobs of a queue wait (new, or for their next try), run now, or failed every try. */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

/** Every queue's depth, a queue with no job at all included (zeros): one grouped count. */
export async function queueDepths(db: Db): Promise<QueueDepth[]> {
  const { rows } = await rawSqlOf(db).executeSql(
    `select q.name as queue,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
            count(j.id) filter (where j.state = 'active')::int as active,
            count(j.id) filter (where j.state = 'failed')::int as failed
       from ${QUEUE_SCHEMA}.queue q
       left join ${QUEUE_SCHEMA}.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
      group by q.name order by q.name`,
  );
  return rows as QueueDepth[];
}
