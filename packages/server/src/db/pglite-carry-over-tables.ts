import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { QUEUE_SCHEMA } from './database.js';

/*
 * The tables of a PGlite carry-over (db/pglite-carry-over.ts, decisions/0074): which tables hold our state,
 * that both sides have the same, the order their foreign keys ask, their rows copied a slice at a time, their
 * counts and the sequences. The carry-over's steps and its files are in pglite-carry-over.ts; the tests'
 * PGlite-folder writer (bench/pglite-folder-from.ts) uses these too, the other way round.
 */

/** What went wrong in a carry-over: nothing was changed, and the message says what to mend. */
export class CarryOverError extends Error {}

/** The schemas that hold our state: our tables, and the job queue's. */
const SCHEMAS = ['public', QUEUE_SCHEMA];

/**
 * About how much of a table one COPY reads from PGlite (its heap and the out-of-line values it points at):
 * one table is never held whole in memory.
 */
const BYTES_PER_CHUNK = 32 * 1_048_576;

/**
 * The queue's own bookkeeping (its version, its queues and their schedules): pg-boss writes these rows
 * when it builds its schema in the target, so they are replaced by the old ones rather than refused.
 */
export const QUEUE_BOOKKEEPING = ['schedule', 'subscription', 'queue', 'version'].map(
  (t) => `${QUEUE_SCHEMA}.${t}`,
);

/**
 * Tables that triggers fill as other tables' rows arrive (the search's names, decisions/0160): emptied just
 * before their own COPY, which then brings exactly the old rows, whichever of the two came first.
 */
export const FILLED_BY_TRIGGERS = ['public.client_names'];

export interface Table {
  /** Schema-qualified and quoted, ready for SQL. */
  name: string;
  columns: string[];
}

export type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Every table that holds rows in our schemas (a partitioned table's rows are in its partitions). */
export async function leafTables(query: Query): Promise<Map<string, Table>> {
  const { rows } = await query(
    `select format('%I.%I', n.nspname, c.relname) as name,
            array_agg(quote_ident(a.attname) order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind = 'r' and n.nspname = any($1)
      group by 1 order by 1`,
    [SCHEMAS],
  );
  return new Map((rows as Table[]).map((table) => [table.name, table]));
}

export function assertSameTables(old: Map<string, Table>, target: Map<string, Table>): void {
  for (const [name, table] of old) {
    const other = target.get(name);
    if (!other) throw new CarryOverError(`the table ${name} of the old database has no place in PostgreSQL`);
    if (other.columns.join() !== table.columns.join()) {
      throw new CarryOverError(
        `the columns of ${name} differ (old: ${table.columns.join(', ')}; new: ${other.columns.join(', ')})`,
      );
    }
  }
  for (const name of target.keys()) {
    if (!old.has(name)) throw new CarryOverError(`the table ${name} is missing from the old database`);
  }
}

/**
 * pg-boss keeps each queue's jobs in a partition table of its own, made when the queue is created. The
 * target gets exactly the old queues' partitions (their names derive from the queue's name), made by
 * pg-boss's own functions; the queues' rows are then replaced by the old ones.
 */
export async function matchQueuePartitions(old: PGlite, target: pg.Client): Promise<void> {
  const namesOf = async (query: Query) =>
    new Set(
      ((await query(`select name from ${QUEUE_SCHEMA}.queue`)).rows as { name: string }[]).map((r) => r.name),
    );
  const oldQueues = await namesOf((text) => old.query(text));
  const targetQueues = await namesOf((text) => target.query(text));
  for (const name of targetQueues) {
    if (!oldQueues.has(name)) await target.query(`select ${QUEUE_SCHEMA}.delete_queue($1)`, [name]);
  }
  for (const name of oldQueues) {
    if (!targetQueues.has(name)) await target.query(`select ${QUEUE_SCHEMA}.create_queue($1, '{}')`, [name]);
  }
}

export async function refuseNonEmpty(target: pg.Client, tables: Map<string, Table>): Promise<void> {
  for (const name of tables.keys()) {
    if (QUEUE_BOOKKEEPING.includes(name)) continue;
    const { rows } = await target.query(`select exists (select from ${name}) as found`);
    if ((rows[0] as { found: boolean }).found) {
      throw new CarryOverError(
        `The PostgreSQL database already holds data (${name} has rows): the PGlite data is carried over ` +
          'only into an empty database. Nothing was changed, and the old folder is in place.',
      );
    }
  }
}

/**
 * The tables in an order where each comes after those its foreign keys point at, so that every COPY
 * meets its constraints as they are (no superuser needed to disable triggers). A table pointing at itself
 * is checked at the end of its own COPY; a loop between tables would need deferring, and our schema has
 * none: it is refused rather than guessed.
 */
export async function foreignKeyOrder(target: pg.Client, tables: Map<string, Table>): Promise<Table[]> {
  const { rows } = await target.query(
    `select format('%I.%I', cn.nspname, c.relname) as "from", format('%I.%I', fn.nspname, f.relname) as "to"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class f on f.oid = k.confrelid join pg_namespace fn on fn.oid = f.relnamespace
      where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const pointsAt = new Map<string, Set<string>>();
  for (const { from, to } of rows as { from: string; to: string }[]) {
    pointsAt.set(from, (pointsAt.get(from) ?? new Set()).add(to));
  }
  const ordered: Table[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new CarryOverError(`foreign keys run in a loop through ${name}`);
    state.set(name, 'visiting');
    for (const next of pointsAt.get(name) ?? []) if (tables.has(next)) visit(next);
    state.set(name, 'done');
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of tables.keys()) visit(name);
  return ordered;
}

/**
 * One table, in binary COPY (every type's bytes as PostgreSQL stores them: bytea, jsonb, timestamps,
 * arrays and NULLs come through exact), a slice of its heap blocks (about 32 MB with the values they point at) at a time. PGlite answers a COPY to
 * '/dev/blob' with the data as a Blob; pg-copy-streams feeds it to the target's COPY FROM STDIN.
 */
export async function copyTable(old: PGlite, target: pg.Client, table: Table): Promise<void> {
  // pg_table_size counts the TOAST table too: a table of large files is read in more, smaller slices.
  const { rows } = await old.query<{ blocks: number; bytes: number }>(
    `select (pg_relation_size('${table.name}') / current_setting('block_size')::int)::int as blocks,
            pg_table_size('${table.name}')::float8 as bytes`,
  );
  const { blocks = 0, bytes = 0 } = rows[0] ?? {};
  const perChunk = Math.max(1, Math.floor((blocks * BYTES_PER_CHUNK) / Math.max(bytes, 1)));
  const columns = table.columns.join(', ');
  for (let first = 0; first < blocks; first += perChunk) {
    const result = await old.query(
      `copy (select ${columns} from ${table.name}
              where ctid >= '(${first},0)'::tid and ctid < '(${first + perChunk},0)'::tid)
         to '/dev/blob' with (format binary)`,
    );
    if (!result.blob) throw new CarryOverError(`PGlite gave no data for ${table.name}`);
    const bytes = Buffer.from(await result.blob.arrayBuffer());
    await pipeline(
      (async function* () {
        yield bytes;
      })(),
      target.query(copyFrom(`copy ${table.name} (${columns}) from stdin with (format binary)`)),
    );
  }
}

export async function countOf(query: Query, name: string): Promise<number> {
  const { rows } = await query(`select count(*)::int as count from ${name}`);
  return (rows[0] as { count: number }).count;
}

/** Every sequence (serial ids, the user code) goes on from where it was, never handing out a used value. */
export async function copySequences(from: Query, to: Query): Promise<void> {
  const { rows } = await from(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = any($1)`,
    [SCHEMAS],
  );
  for (const { name } of rows as { name: string }[]) {
    const state = await from(`select last_value::text, is_called from ${name}`);
    const { last_value, is_called } = state.rows[0] as { last_value: string; is_called: boolean };
    try {
      await to('select setval($1::regclass, $2::bigint, $3)', [name, last_value, is_called]);
    } catch (error) {
      throw new CarryOverError(`the sequence ${name} cannot be set in PostgreSQL: ${messageOf(error)}`, {
        cause: error,
      });
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
