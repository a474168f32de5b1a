import { existsSync } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import { startWorker } from '../runtime/worker-thread.js';
import { type Db, openPostgres, QUEUE_SCHEMA, type RawSql, rawSqlOf } from './database.js';
import * as schema from './schema.js';

/**
 * Carrying an embedded PGlite data folder (the default engine before issue 19) over into PostgreSQL
 * (docs/decisions/0074). PGlite is the only reader of its own files, so it stays a dependency for this
 * alone, imported here lazily: a server that has nothing to carry over never loads it.
 */

export interface CarryOverOptions {
  /** The old PGlite data folder: DATA_DIR itself, where DATA_DIR/PG_VERSION exists. */
  pgliteDir: string;
  /** The PostgreSQL database to fill: migrated here, and holding no rows of ours yet. */
  targetUrl: string;
  log: (line: string) => void;
}

export interface CarryOverResult {
  tables: number;
  rows: number;
  /** Where the old files now are; '' when there was nothing to carry over. */
  movedTo: string;
}

/** A carry-over that did not happen: nothing was written to the target and the old folder is in place. */
export class CarryOverError extends Error {}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The schemas that hold our state: our tables, and the job queue's. */
const SCHEMAS = ['public', QUEUE_SCHEMA];

/**
 * The queue's own bookkeeping (its version, its queues and their schedules): pg-boss writes these rows
 * when it builds its schema in the target, so they are replaced by the old ones rather than refused.
 */
const QUEUE_BOOKKEEPING = ['schedule', 'subscription', 'queue', 'version'].map((t) => `${QUEUE_SCHEMA}.${t}`);

/**
 * What a PostgreSQL 17 data folder holds at its top (PGlite writes the same): moved aside together.
 * A fixed list, not a pattern, so that nothing else of DATA_DIR (owner.json, the SSO development key, the
 * new engine's own folder) moves with them.
 */
const PGDATA_ENTRIES = [
  'PG_VERSION', // first: once it has gone, the folder is no longer taken for a PGlite one
  'base',
  'global',
  'pg_commit_ts',
  'pg_dynshmem',
  'pg_hba.conf',
  'pg_ident.conf',
  'pg_logical',
  'pg_multixact',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_tblspc',
  'pg_twophase',
  'pg_wal',
  'pg_xact',
  'postgresql.auto.conf',
  'postgresql.conf',
  'postmaster.opts',
  'postmaster.pid',
];

/**
 * About how much of a table one COPY reads from PGlite (its heap and the out-of-line values it points at):
 * one table is never held whole in memory.
 */
const BYTES_PER_CHUNK = 32 * 1_048_576;

/** True when `dir` is a PGlite (PostgreSQL) data folder that has not been carried over yet. */
export const hasPgliteData = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

export interface Table {
  /** Schema-qualified and quoted, ready for SQL. */
  name: string;
  columns: string[];
}

/**
 * Copies everything of an old PGlite folder into an empty PostgreSQL database in one transaction, checks
 * every table's row count, then moves the old files aside into `pgliteDir/pglite-before-<date>/`. A
 * folder with no PGlite data (carried over already) is left alone: tables 0, rows 0, movedTo ''.
 * The work runs in a worker thread that then ends: PGlite's WebAssembly memory (the process peaked at about
 * 800 MB for a folder of 20,000 clients, decisions/0074) leaves with the thread instead of staying in the
 * server: 200 MB less stayed resident after it than after the same work in the calling thread.
 */
export async function carryOverPglite(options: CarryOverOptions): Promise<CarryOverResult> {
  const { pgliteDir, targetUrl, log } = options;
  if (!hasPgliteData(pgliteDir)) return { tables: 0, rows: 0, movedTo: '' };
  const worker = startWorker(import.meta.url, 'pglite-carry-over-worker', {
    workerData: { pgliteDir, targetUrl },
  });
  try {
    return await new Promise<CarryOverResult>((done, fail) => {
      worker.on('message', (message: CarryOverMessage) => {
        if ('log' in message) log(message.log);
        else if ('done' in message) done(message.done);
        else fail(new CarryOverError(message.failed));
      });
      worker.once('error', (error) =>
        fail(
          new CarryOverError(
            `Carrying the PGlite database of ${pgliteDir} over stopped: ${messageOf(error)}`,
          ),
        ),
      );
      worker.once('exit', (code) =>
        fail(
          new CarryOverError(`Carrying the PGlite database of ${pgliteDir} over stopped (exit code ${code})`),
        ),
      );
    });
  } finally {
    await worker.terminate();
  }
}

/** What the worker thread tells the server: a log line, the result, or why it failed. */
export type CarryOverMessage = { log: string } | { done: CarryOverResult } | { failed: string };

/** The carry-over itself, in the thread that calls it (the worker's; tests and benchmarks may call it). */
export async function carryOverInThisThread({
  pgliteDir,
  targetUrl,
  log,
}: CarryOverOptions): Promise<CarryOverResult> {
  if (!hasPgliteData(pgliteDir)) return { tables: 0, rows: 0, movedTo: '' };
  const started = Date.now();
  log(`Found an embedded PGlite database in ${pgliteDir}: carrying it over into PostgreSQL.`);
  const { PGlite } = await import('@electric-sql/pglite');
  let old: PGlite | undefined;
  let copied: { tables: number; rows: number };
  try {
    old = await PGlite.create({ dataDir: pgliteDir });
    // A database that holds data already is refused before anything is done to it or to the old folder.
    await onTarget(targetUrl, async (target) =>
      refuseNonEmpty(target, await leafTables((text, values) => target.query(text, values))),
    );
    await bringUpToDate(old);
    await prepareTarget(targetUrl);
    copied = await copyAll(old, targetUrl);
  } catch (error) {
    throw error instanceof CarryOverError
      ? error
      : new CarryOverError(
          `Carrying the PGlite database of ${pgliteDir} over failed: ${messageOf(error)}. Nothing was ` +
            'written to PostgreSQL and the old folder is untouched; fix the cause and start again.',
          { cause: error },
        );
  } finally {
    await old?.close();
  }
  const movedTo = await moveAside(pgliteDir).catch((error) => {
    throw new CarryOverError(
      `The PGlite data was carried over (${copied.rows} rows) but its files could not be moved aside: ` +
        `${messageOf(error)}. Move PG_VERSION and PostgreSQL's other files out of ${pgliteDir} by hand, or ` +
        'the next start finds them again and refuses, PostgreSQL holding data already.',
      { cause: error },
    );
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `Carried over ${copied.rows.toLocaleString('en')} rows of ${copied.tables} tables into PostgreSQL ` +
      `in ${seconds} s. The old PGlite files are in ${movedTo}: delete that folder once you are satisfied.`,
  );
  return { ...copied, movedTo };
}

/** Our migrations and the queue's, applied to the old folder first, as its server would have at start. */
export async function bringUpToDate(old: PGlite): Promise<void> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle(old, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  // PGlite prepares one statement at a time: pg-boss's schema script (several statements, no parameters)
  // goes through exec.
  await openQueueSchema({
    executeSql: async (text, values) =>
      values?.length ? old.query(text, values) : ((await old.exec(text)).at(-1) ?? { rows: [] }),
  });
}

/** The target gets the same schema the same way a server builds it: our migrations, then pg-boss's. */
async function prepareTarget(targetUrl: string): Promise<void> {
  const database = openPostgres(targetUrl, { queryTimeoutMs: 600_000, poolSize: 2 });
  try {
    await database.migrate();
    await openQueueSchema(rawSqlOf(database.db));
  } finally {
    await database.close();
  }
}

/**
 * pg-boss builds or migrates its own schema when it starts, as jobs/ starts it; started here with nothing
 * to supervise or schedule, and stopped at once. (db/ is the ground floor and may not import jobs/.)
 */
async function openQueueSchema(raw: RawSql): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => raw.executeSql(text, values) as Promise<{ rows: never[] }> },
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  let failure: Error | undefined;
  boss.on('error', (error) => {
    failure = error;
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
  if (failure) throw failure;
}

/** One connection of our own to the target, without the request pool's timeouts: a copy takes minutes. */
async function onTarget<T>(targetUrl: string, work: (target: pg.Client) => Promise<T>): Promise<T> {
  const target = new pg.Client({ connectionString: targetUrl, application_name: 'area-clienti-carry-over' });
  // A connection that breaks while idle must not crash the process; the next query fails instead.
  target.on('error', () => {});
  await target.connect();
  try {
    return await work(target);
  } finally {
    await target.end().catch(() => {});
  }
}

function copyAll(old: PGlite, targetUrl: string): Promise<{ tables: number; rows: number }> {
  return onTarget(targetUrl, async (target) => {
    try {
      const onOld: Query = (text, values) => old.query(text, values);
      const onNew: Query = (text, values) => target.query(text, values);
      await target.query('begin');
      await matchQueuePartitions(old, target);
      const oldTables = await leafTables(onOld);
      const targetTables = await leafTables(onNew);
      assertSameTables(oldTables, targetTables);
      await refuseNonEmpty(target, targetTables);
      for (const name of QUEUE_BOOKKEEPING) await target.query(`delete from ${name}`);
      const ordered = await foreignKeyOrder(target, targetTables);
      let rows = 0;
      for (const table of ordered) {
        const expected = await countOf(onOld, table.name);
        await copyTable(old, target, table);
        const written = await countOf(onNew, table.name);
        if (written !== expected) {
          throw new CarryOverError(`${table.name}: ${written} rows written of ${expected}`);
        }
        rows += written;
      }
      await copySequences(onOld, onNew);
      await target.query('commit');
      return { tables: ordered.length, rows };
    } catch (error) {
      await target.query('rollback').catch(() => {});
      throw error;
    }
  });
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

function assertSameTables(old: Map<string, Table>, target: Map<string, Table>): void {
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
async function matchQueuePartitions(old: PGlite, target: pg.Client): Promise<void> {
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

async function refuseNonEmpty(target: pg.Client, tables: Map<string, Table>): Promise<void> {
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
async function foreignKeyOrder(target: pg.Client, tables: Map<string, Table>): Promise<Table[]> {
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
async function copyTable(old: PGlite, target: pg.Client, table: Table): Promise<void> {
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

/**
 * The old files go into `pglite-before-<date>/` beside them, never deleted: the operator deletes them once
 * satisfied. PG_VERSION goes first, so that an interrupted move never carries the data over twice.
 */
async function moveAside(pgliteDir: string): Promise<string> {
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const folder = join(pgliteDir, `pglite-before-${stamp}`);
  await mkdir(folder, { mode: 0o700 });
  const present = new Set(await readdir(pgliteDir));
  for (const entry of PGDATA_ENTRIES) {
    if (present.has(entry)) await rename(join(pgliteDir, entry), join(folder, entry));
  }
  return folder;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
