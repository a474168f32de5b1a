import type PgBoss from 'pg-boss';
import { type Db, dedicatedClientFor, QUEUE_SCHEMA, rawSqlOf } from '../db/database.js';

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

/** A job as the delivery lists read it: pg-boss's columns, and its state. */
export interface JobRow {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  data: unknown;
  output: { message?: string } | null;
  retry_count: number;
  start_after: Date;
  created_on: Date;
  completed_on: Date | null;
}

/** Where a page of jobs starts: after this job, newest first (created, then id: a key that never changes). */
export interface JobCursor {
  createdOn: string;
  id: string;
}

/** The failing jobs, as failingJobs lists them: its index's predicate is the same expression. */
const FAILING = `(state in ('failed', 'retry') or (state = 'active' and retry_count > 0))`;

/**
 * Our indexes on pg-boss's tables, for the console's lists of deliveries at an agency's scale (hundreds of
 * thousands of messages: docs/performance.md, decisions/0118): the failing jobs newest first (its keyset),
 * a client's messages by address (their page), and a failed message by its receipt (the inbox). On the
 * partitioned job table, so each queue's partition has them, a new queue's too. Made when the queues open
 * (pg-boss makes its schema after our migrations), each only if missing.
 */
export const JOB_INDEXES = [
  `create index if not exists job_ac_failing on ${QUEUE_SCHEMA}.job (created_on desc, id desc) where ${FAILING}`,
  `create index if not exists job_ac_email_to on ${QUEUE_SCHEMA}.job (lower(data->'email'->>'to'))`,
  `create index if not exists job_ac_sms_to on ${QUEUE_SCHEMA}.job ((data->>'to'))`,
  `create index if not exists job_ac_receipt on ${QUEUE_SCHEMA}.job ((data->'receipt'->>'id')) where state = 'failed'`,
  `create index if not exists archive_ac_email_to on ${QUEUE_SCHEMA}.archive (lower(data->'email'->>'to'))`,
  `create index if not exists archive_ac_sms_to on ${QUEUE_SCHEMA}.archive ((data->>'to'))`,
];

/**
 * Makes JOB_INDEXES on a connection of its own without the pool's timeouts (on a queue already long, an
 * index takes longer than a request may), holding pg-boss's own schema lock, as createQueue does.
 */
export async function makeJobIndexes(db: Db): Promise<void> {
  const client = dedicatedClientFor(db, 'area-clienti-job-indexes');
  if (!client) {
    for (const statement of JOB_INDEXES) await rawSqlOf(db).executeSql(statement);
    return;
  }
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(${QUEUE_SCHEMA_LOCK})`);
    for (const statement of JOB_INDEXES) await client.query(statement);
  } finally {
    await client.end();
  }
}

const JOB_COLUMNS = 'id, name, state, data, output, retry_count, start_after, created_on, completed_on';

/**
 * The jobs of these queues that are failing: failed every try, or waiting for another after a failed one
 * (or being tried again now), newest first, a page at a time. A failure is seen from its first try, not
 * after the hours the last one takes (docs/decisions/0108).
 */
export async function failingJobs(
  db: Db,
  queues: readonly string[],
  page: { after?: JobCursor; limit: number },
): Promise<JobRow[]> {
  const { rows } = await rawSqlOf(db).executeSql(
    `select ${JOB_COLUMNS} from ${QUEUE_SCHEMA}.job
      where name = any($1)
        and ${FAILING}
        and ($2::timestamptz is null or (created_on, id) < ($2::timestamptz, $3::uuid))
      order by created_on desc, id desc limit $4`,
    [queues, page.after?.createdOn ?? null, page.after?.id ?? null, page.limit],
  );
  return rows as JobRow[];
}

/**
 * The jobs, in the queue or archived (a sent message for a day), of these queues sent to one of these
 * e-mail addresses (in any case) or numbers: a client's messages, newest first.
 */
export async function jobsTo(
  db: Db,
  queues: readonly string[],
  to: { emails: readonly string[]; phones: readonly string[] },
  limit: number,
): Promise<JobRow[]> {
  const emails = to.emails.map((email) => email.toLowerCase());
  const where = `name = any($1) and state <> 'cancelled'
    and (lower(data->'email'->>'to') = any($2) or data->>'to' = any($3))`;
  const { rows } = await rawSqlOf(db).executeSql(
    `select * from (
       select ${JOB_COLUMNS} from ${QUEUE_SCHEMA}.job where ${where}
       union all
       select ${JOB_COLUMNS} from ${QUEUE_SCHEMA}.archive where ${where}
     ) as jobs order by created_on desc, id desc limit $4`,
    [queues, emails, to.phones, limit],
  );
  return rows as JobRow[];
}

/**
 * Of the failed jobs of a queue carrying receipts of this kind, the receipts' ids among `ids`: found by the
 * receipt's id as text (JOB_INDEXES), never by reading every failed job.
 */
export async function failedReceiptIds(
  db: Db,
  queues: readonly string[],
  kind: string,
  ids: number[],
): Promise<number[]> {
  const { rows } = await rawSqlOf(db).executeSql(
    `select (data->'receipt'->>'id')::int as id from ${QUEUE_SCHEMA}.job
      where name = any($1::text[]) and state = 'failed' and data->'receipt'->>'kind' = $2
        and (data->'receipt'->>'id') = any($3::text[])`,
    [queues, kind, ids.map(String)],
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

/** Makes a job waiting for its next try due now; false when there is no such job waiting. */
export async function retryNow(db: Db, id: string): Promise<boolean> {
  const { rows } = await rawSqlOf(db).executeSql(
    `update ${QUEUE_SCHEMA}.job set start_after = now() where id = $1::uuid and state = 'retry' returning id`,
    [id],
  );
  return rows.length > 0;
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
