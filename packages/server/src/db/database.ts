import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
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
  committedWritesOfPool.set(pool, writes);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    // Instances starting together migrate one after the other: the first applies, the others find it done.
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        // Read under the lock: an instance that waited for another's migrations lists none of them.
        return await migrateAndList(db, migrationsFolder, () => migratePg(db as never, { migrationsFolder }));
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
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

/** The records of a raw statement. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Plain SQL with `$1…` parameters, as libraries that bring their own SQL (the job queue) speak it. */
export interface RawSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

type RawClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The driver client behind a Drizzle handle or one of its transactions: the node-postgres pool or
 * transaction client. Through it, a library's SQL runs inside our own transactions (a message queued by the
 * transaction that causes it). Drizzle keeps it as `session.client` (drizzle-orm 0.45, pinned in the
 * lockfile). A script of several statements without parameters passes as one simple query.
 */
export function rawSqlOf(db: Db): RawSql {
  const client = (db as unknown as { session?: { client?: RawClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no driver client behind this handle');
  return { executeSql: (text, values) => client.query(text, values) };
}

/**
 * A Drizzle handle for work that runs for minutes (an agency's import): a connection of its own, without
 * the query and statement timeouts that keep the request pool's calls short. A handle that is not a pool's
 * (a transaction's) is used as it is.
 */
export async function withUnhurriedDb<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const client = dedicatedClientFor(db, 'area-clienti-import');
  if (!client) return work(db);
  // A connection that breaks while idle must not crash the process; the work's next query fails instead.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(drizzlePg(client, { schema }) as unknown as Db);
  } finally {
    await client.end().catch(() => {});
  }
}
