import { existsSync } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { startWorker } from '../runtime/worker-thread.js';
import { type Db, openPostgres, QUEUE_SCHEMA, type RawSql, rawSqlOf } from './database.js';
import {
  assertSameTables,
  CarryOverError,
  copySequences,
  copyTable,
  countOf,
  FILLED_BY_TRIGGERS,
  foreignKeyOrder,
  leafTables,
  matchQueuePartitions,
  QUEUE_BOOKKEEPING,
  type Query,
  refuseNonEmpty,
} from './pglite-carry-over-tables.js';
import * as schema from './schema.js';

export {
  CarryOverError,
  copySequences,
  countOf,
  leafTables,
  type Query,
  type Table,
} from './pglite-carry-over-tables.js';

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
const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

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

/** True when `dir` is a PGlite (PostgreSQL) data folder that has not been carried over yet. */
export const hasPgliteData = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

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

/**
 * An old PGlite folder, opened with the extensions the migrations create (pg_trgm since drizzle/0011, the
 * console's search): bringing a folder up to date runs them in PGlite first.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ dataDir, extensions: { pg_trgm } });
}

/** The carry-over itself, in the thread that calls it (the worker's; tests and benchmarks may call it). */
export async function carryOverInThisThread({
  pgliteDir,
  targetUrl,
  log,
}: CarryOverOptions): Promise<CarryOverResult> {
  if (!hasPgliteData(pgliteDir)) return { tables: 0, rows: 0, movedTo: '' };
  const started = Date.now();
  log(`Found an embedded PGlite database in ${pgliteDir}: carrying it over into PostgreSQL.`);
  let old: PGlite | undefined;
  let copied: { tables: number; rows: number };
  try {
    old = await openPglite(pgliteDir);
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
        if (FILLED_BY_TRIGGERS.includes(table.name)) await target.query(`delete from ${table.name}`);
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
