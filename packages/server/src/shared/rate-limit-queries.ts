import { type Db, rawSqlOf } from '../db/database.js';

/**
 * The rate counters' statements (shared/rate-limit.ts), each one fixed text whatever the number of rules,
 * so that node-postgres prepares it once per connection and nothing builds SQL per call (a login runs two
 * of them). **Every statement that locks several counters locks them in one order**: by bucket, then
 * subject, bytewise (`collate "C"`, whatever the database's collation). An attempt's upsert and a success's
 * forgiving statement took the same counters in different orders before (the upsert by a JavaScript
 * sort, the forgiving statements by PostgreSQL's scan): a storm of logins of the same accounts from one
 * address deadlocked (decisions/0086).
 */

/** A hit to count: a rule's bucket, the subject it counts, the rule's window. */
export interface CounterHit {
  bucket: string;
  subject: string;
  windowSeconds: number;
}

/**
 * Counts one hit on each counter, the rows locked in the one order as they are inserted or incremented (a
 * window past its end starts again at 1). The keys must be distinct. The hits in the current window.
 */
const COUNT_HITS = `insert into rate_counters as c (bucket, subject, window_start, hits)
select h.bucket, h.subject, $4::timestamptz, 1
  from unnest($1::text[], $2::text[]) as h(bucket, subject)
 order by h.bucket collate "C", h.subject collate "C"
on conflict (bucket, subject) do update set
  hits = case when c.window_start <= $4::timestamptz - make_interval(secs => ($3::int[])[array_position($1::text[], c.bucket)])
              then 1 else c.hits + 1 end,
  window_start = case when c.window_start <= $4::timestamptz - make_interval(secs => ($3::int[])[array_position($1::text[], c.bucket)])
                      then excluded.window_start else c.window_start end
returning bucket, subject, hits, window_start as "windowStart"`;

/** A counter after its hit: the hits in its current window and when that window began. */
export interface CountedRow {
  bucket: string;
  subject: string;
  hits: number;
  windowStart: Date;
}

export async function countHits(db: Db, hits: CounterHit[], now: Date): Promise<CountedRow[]> {
  const { rows } = await rawSqlOf(db).executeNamed('rate_counters_count', COUNT_HITS, [
    hits.map((hit) => hit.bucket),
    hits.map((hit) => hit.subject),
    hits.map((hit) => hit.windowSeconds),
    now.toISOString(),
  ]);
  return rows as CountedRow[];
}

/**
 * After a success: the counters marked `reset` deleted, the others' hit taken back, in one statement that
 * locks them first in the one order (`for update` above the sort locks them as they come out of it).
 */
const FORGIVE = `with locked as (
  select c.bucket, c.subject, f.reset
    from rate_counters c
    join unnest($1::text[], $2::text[], $3::boolean[]) as f(bucket, subject, reset)
      on c.bucket = f.bucket and c.subject = f.subject
   order by c.bucket collate "C", c.subject collate "C"
     for update of c
), started_again as (
  delete from rate_counters c using locked l
   where l.reset and c.bucket = l.bucket and c.subject = l.subject
)
update rate_counters c set hits = greatest(c.hits - 1, 0)
  from locked l
 where not l.reset and c.bucket = l.bucket and c.subject = l.subject`;

export async function forgiveHits(
  db: Db,
  hits: { bucket: string; subject: string; reset: boolean }[],
): Promise<void> {
  await rawSqlOf(db).executeNamed('rate_counters_forgive', FORGIVE, [
    hits.map((hit) => hit.bucket),
    hits.map((hit) => hit.subject),
    hits.map((hit) => hit.reset),
  ]);
}
