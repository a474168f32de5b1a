import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { startWorker } from '../runtime/worker-thread.js';
import { PreparingClient } from './preparing-client.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle handle the services use, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key that serializes migrations across instances (any constant of our own). */
const MIGRATION_LOCK = 727_001;

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Embedded PostgreSQL (WASM) in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await createInWorker(dataDir);
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * A first start creates the database in a worker thread that then ends: initdb run in the server's own
 * thread left its WebAssembly memory there, and a server started on an empty folder held 930 MB instead
 * of the 290 MB of one started on an existing database.
 */
async function createInWorker(dataDir: string): Promise<void> {
  const worker = startWorker(import.meta.url, 'pglite-init-worker', { workerData: { dataDir } });
  await new Promise<void>((done, fail) => {
    worker.once('message', () => done());
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`creating the database stopped (exit code ${code})`)));
  });
  await worker.terminate();
}

export interface PostgresOptions {
  /** Called when an idle client loses its connection (logged; the pool replaces it). */
  onPoolError?: (error: Error) => void;
  /**
   * The longest a query, or a new connection, may take. node-postgres stops waiting (a hung or partitioned
   * server answers nothing at all) and the server cancels a statement that runs longer.
   */
  queryTimeoutMs?: number;
  /** Connections at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

/** A PostgreSQL server through a node-postgres pool. */
export function openPostgres(
  connectionString: string,
  { onPoolError = () => {}, queryTimeoutMs = 4_000, poolSize = 10 }: PostgresOptions = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    Client: PreparingClient,
    max: poolSize,
    connectionTimeoutMillis: queryTimeoutMs,
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
    // A server that vanished without closing the connection (a partition, a frozen host) is noticed.
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
    application_name: 'area-clienti',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onPoolError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    // Instances starting together migrate one after the other: the first applies, the others find it done.
    migrate: () => whileStarting(db, () => migratePg(db as never, { migrationsFolder })),
    close: () => pool.end(),
  };
}

/**
 * Runs `work` while this process holds a session-level advisory lock of PostgreSQL, waiting its turn: the
 * lock is taken on a connection of the pool kept aside for it (`work` itself may use the pool), and goes
 * with that connection if the process dies. PGlite: one process only, so no lock is needed.
 */
export async function whileHoldingLock<T>(db: Db, key: LockKey, work: () => Promise<T>): Promise<T> {
  const driver = (db as unknown as { $client?: unknown }).$client;
  if (!(driver instanceof pg.Pool)) return work();
  const holder = await driver.connect();
  let held = false;
  try {
    // Waiting is not bounded by the request pool's timeouts: another instance may take a while to migrate
    // or seed; it is bounded by LOCK_WAIT_MS, after which the start fails with the reason.
    await holder.query('set statement_timeout = 0');
    await holder.query({ text: `select pg_advisory_lock(${key})`, query_timeout: LOCK_WAIT_MS } as never);
    held = true;
    return await work();
  } finally {
    if (held) await holder.query(`select pg_advisory_unlock(${key})`).catch(() => {});
    // A connection whose settings were changed is not given back to the pool for requests.
    holder.release(true);
  }
}

/** An advisory lock's key: a constant of our own, or an SQL expression of one (never from input). */
export type LockKey = number | `(${string})`;

/** The longest an instance waits for another to finish starting (migrating, seeding the demo). */
const LOCK_WAIT_MS = 10 * 60 * 1000;

/**
 * What instances starting together on one database must do one after the other (migrate, seed the demo
 * agency into an empty database): the first does it, the others wait and find it done.
 */
export const whileStarting = <T>(db: Db, work: () => Promise<T>): Promise<T> =>
  whileHoldingLock(db, MIGRATION_LOCK, work);

/** The records of a raw statement: node-postgres and PGlite both answer raw statements with `rows`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Plain SQL with `$1…` parameters, as libraries that bring their own SQL (the job queue) speak it. */
export interface RawSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

type RawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements without parameters (a library's schema migration). */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * The driver client behind a Drizzle handle or one of its transactions: the node-postgres pool or
 * transaction client, or PGlite or its transaction. Through it, a library's SQL runs inside our own
 * transactions (a message queued by the transaction that causes it). Drizzle keeps it as `session.client`
 * for both drivers (drizzle-orm 0.45, pinned in the lockfile; tests run both).
 */
export function rawSqlOf(db: Db): RawSql {
  const client = (db as unknown as { session?: { client?: RawClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no driver client behind this handle');
  return {
    async executeSql(text, values) {
      if (values?.length || !client.exec) return client.query(text, values);
      // PGlite prepares one statement at a time; a script of several goes through exec.
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
  };
}

/** The application name of the unhurried connection (an import), as pg_stat_activity shows it. */
export const UNHURRIED_APPLICATION = 'area-clienti-import';

/**
 * How soon PostgreSQL notices that the client of a running statement is gone (the tool killed, its
 * machine lost): without it a backend finds out only when it next reads, after a merge of minutes.
 */
const CLIENT_CHECK_INTERVAL = '1s';

/** The temporary tables' memory of the unhurried connection (see withUnhurriedDb). */
const TEMP_BUFFERS = '256MB';

/**
 * A Drizzle handle for work that runs for minutes (an agency's import): on PostgreSQL a connection of its
 * own, without the query and statement timeouts that keep the request pool's calls short; on PGlite the
 * one connection there is.
 *
 * `signal` cancels the work: its connection is ended by PostgreSQL itself (`pg_terminate_backend`, from
 * the pool), which stops a running statement at once, rolls the transaction back and frees its locks —
 * whatever the work is doing meanwhile (a statement of the merge, or the checking of files between two
 * statements, when a cancel request would find nothing to cancel). The work's next or current query then
 * fails; the call returns once PostgreSQL has ended that connection (or after a few seconds at most).
 */
export async function withUnhurriedDb<T>(
  db: Db,
  work: (db: Db) => Promise<T>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<T> {
  const driver = (db as unknown as { $client?: unknown }).$client;
  if (!(driver instanceof pg.Pool)) return work(db);
  signal?.throwIfAborted();
  const { query_timeout: _query, statement_timeout: _statement, ...options } = driver.options;
  const client = new pg.Client({ ...options, application_name: UNHURRIED_APPLICATION });
  // A connection that breaks while idle must not crash the process; the work's next query fails instead.
  client.on('error', () => {});
  await client.connect();
  let ended: Promise<unknown> = Promise.resolve();
  const cancel = () => {
    const pid = (client as unknown as { processID?: number }).processID;
    ended = driver
      .query(
        `select pg_terminate_backend(pid, 3000) from pg_stat_activity
          where pid = $1 and application_name = $2`,
        [pid, UNHURRIED_APPLICATION],
      )
      .catch(() => client.end());
  };
  try {
    // The work stages what it reads in temporary tables (an import: the whole feed, then joined again and
    // again while checked and merged): kept in this connection's memory up to this size rather than 8 MB
    // (PostgreSQL's default; past it each scan goes through the system's file cache page by page). Only
    // settable before the connection's first temporary table, hence here; freed when the connection ends.
    await client.query(`set temp_buffers = '${TEMP_BUFFERS}'`);
    // Refused where the system cannot tell (PostgreSQL before 14, or a platform without the poll event):
    // there a lost client is noticed when its statement ends.
    await client.query(`set client_connection_check_interval = '${CLIENT_CHECK_INTERVAL}'`).catch(() => {});
    if (signal?.aborted) cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    return await work(drizzlePg(client, { schema }) as unknown as Db);
  } finally {
    signal?.removeEventListener('abort', cancel);
    await ended;
    await client.end().catch(() => {});
  }
}
