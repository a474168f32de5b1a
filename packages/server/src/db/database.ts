import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrateAndList } from './migrations-applied.js';
import { CommittedWrites, PreparingClient } from './preparing-client.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle handle the services use: node-postgres, on the embedded engine or a server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** `embedded`: the PostgreSQL this process runs in DATA_DIR; `postgres`: a server at DATABASE_URL. */
  engine: 'embedded' | 'postgres';
  /** Brings the schema up to date; the names of the migrations it applied (none when it was). */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The job queue's tables live in their own schema, beside ours (pg-boss migrates it itself, jobs/). Named
 * here, on the ground floor, because the database's layout is db/'s to know: the PGlite carry-over copies
 * that schema too.
 */
export const QUEUE_SCHEMA = 'pgboss';

/** The advisory lock key that serializes migrations across instances (any constant of our own). */
const MIGRATION_LOCK = 727_001;

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

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
  const writes = new CommittedWrites();
  const pool = new pg.Pool({
    connectionString,
    Client: class extends PreparingClient {
      override committedWrites = writes;
    },
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
  const closed = connectionsClosed(pool, queryTimeoutMs);
  committedWritesOfPool.set(pool, writes);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    // Instances starting together migrate one after the other: the first applies, the others find it done.
    // Read under the lock: an instance that waited for another's migrations lists none of them.
    migrate: () =>
      whileStarting(db, () => migrateAndList(db, migrationsFolder, () => migrateWithoutTimeouts(db))),
    close: async () => {
      await pool.end();
      await closed();
    },
  };
}

/**
 * What resolves once every connection of the pool has closed, for after `pool.end()`: that resolves once each
 * client is told to end, not once PostgreSQL has let its connection go. The embedded engine, stopped right
 * after, found those backends still there and terminated them, each a FATAL 57P01 the pool reported as an
 * error: at every Ctrl-C, 'database pool error' at level 50 (issue 38). Waited for at most `limitMs`: a
 * server that stopped answering must not hold a shutdown.
 */
function connectionsClosed(pool: pg.Pool, limitMs: number): () => Promise<void> {
  const open = new Set<unknown>();
  pool.on('connect', (client) => open.add(client));
  // After the client's connection has closed (pg-pool emits it from client.end's callback).
  pool.on('remove', (client) => open.delete(client));
  return () =>
    new Promise<void>((done) => {
      const check = () => {
        if (open.size > 0) return;
        pool.off('remove', check);
        clearTimeout(limit);
        done();
      };
      const limit = setTimeout(() => {
        pool.off('remove', check);
        done();
      }, limitMs).unref();
      pool.on('remove', check);
      check();
    });
}

/**
 * The migrations on a connection of their own without the requests' timeouts: a migration that builds an
 * index on a large table (the audit log's, at a million entries) takes longer than the 4 s a request may,
 * and a start cancelled half-way would leave a server that never starts.
 */
async function migrateWithoutTimeouts(db: Db): Promise<void> {
  const client = dedicatedClientFor(db, 'area-clienti-migrate');
  if (!client) return migratePg(db as never, { migrationsFolder });
  await client.connect();
  try {
    await migratePg(drizzlePg(client) as never, { migrationsFolder });
  } finally {
    await client.end();
  }
}

const committedWritesOfPool = new WeakMap<pg.Pool, CommittedWrites>();

/** The writes this process commits through the pool behind `db` (none for a lone client). */
export function committedWritesOf(db: Db): CommittedWrites | undefined {
  const driver = (db as unknown as { $client?: unknown }).$client;
  return driver instanceof pg.Pool ? committedWritesOfPool.get(driver) : undefined;
}

/**
 * A connection of its own to the database behind `db`, with the pool's settings but none of its timeouts,
 * named `applicationName` for pg_stat_activity; undefined when `db` is not a pool's (a transaction's).
 */
export function dedicatedClientFor(db: Db, applicationName: string): pg.Client | undefined {
  const driver = (db as unknown as { $client?: unknown }).$client;
  if (!(driver instanceof pg.Pool)) return undefined;
  const {
    query_timeout: _query,
    statement_timeout: _statement,
    Client: _client,
    ...options
  } = driver.options;
  return new pg.Client({ ...options, application_name: applicationName });
}

/**
 * Runs `work` while this process holds a session-level advisory lock of PostgreSQL, waiting its turn: the
 * lock is taken on a connection of the pool kept aside for it (`work` itself may use the pool), and goes
 * with that connection if the process dies. A handle that is no pool's (a transaction's) runs `work` as it is.
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

/** Whether the database answers a statement (`/readyz`): throws when it does not. */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The records of a raw statement. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Plain SQL with `$1…` parameters, as libraries that bring their own SQL (the job queue) speak it. */
export interface RawSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

type RawClient = {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
};

/**
 * A statement of fixed text run under its own name: node-postgres parses it once per connection, and
 * PostgreSQL plans it once and then only binds and runs it. (A text passed alone, as `executeSql` passes
 * it, is neither prepared by node-postgres nor by the preparing client, which names only the statements
 * given as a config object, as Drizzle gives them: db/preparing-client.ts.) The hot statements of the
 * login (decisions/0086).
 */
export interface NamedSql {
  executeNamed(name: string, text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The driver client behind a Drizzle handle or one of its transactions: the node-postgres pool or
 * transaction client. Through it, a library's SQL runs inside our own transactions (a message queued by the
 * transaction that causes it). Drizzle keeps it as `session.client` (drizzle-orm 0.45, pinned in the
 * lockfile). A script of several statements without parameters passes as one simple query.
 */
export function rawSqlOf(db: Db): RawSql & NamedSql {
  const client = (db as unknown as { session?: { client?: RawClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no driver client behind this handle');
  return {
    executeSql: (text, values) => client.query(text, values),
    executeNamed: (name, text, values) => client.query({ name, text, values }),
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
  const client = dedicatedClientFor(db, UNHURRIED_APPLICATION);
  if (!client) return work(db);
  signal?.throwIfAborted();
  // Ended from the request pool: the work's own connection is busy with the statement to stop.
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  // A connection that breaks while idle must not crash the process; the work's next query fails instead.
  client.on('error', () => {});
  await client.connect();
  let ended: Promise<unknown> = Promise.resolve();
  const cancel = () => {
    const pid = (client as unknown as { processID?: number }).processID;
    ended = pool
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
