import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, dedicatedClientFor, openPostgres, selectRows } from '../db/database.js';
import { QUEUE_SCHEMA } from '../jobs/queries.js';

let shared: Promise<Database> | undefined;

/**
 * The test database of this worker: a database of its own (created afresh, so parallel workers never meet)
 * on the run's embedded PostgreSQL (test/embedded-engine-setup.ts), or on the server TEST_DATABASE_URL names.
 */
export function workerDatabase(): Promise<Database> {
  shared ??= openWorkerDatabase();
  return shared;
}

/** The PostgreSQL the tests run on: TEST_DATABASE_URL, else the run's embedded engine. */
export function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL || inject('embeddedDatabaseUrl');
  if (!serverUrl) throw new Error('no test database: the server project starts one in its globalSetup');
  return serverUrl;
}

/** True when the tests run on a server TEST_DATABASE_URL names, not on the run's embedded engine. */
export const onTestServer = () => Boolean(process.env.TEST_DATABASE_URL);

/**
 * The connection string of this worker's own database on the test server. TEST_DATABASE_PREFIX (letters,
 * digits, underscores) keeps two test runs on one server apart, such as a developer's run beside CI's.
 */
export function workerDatabaseUrl(): string {
  const url = new URL(testServerUrl());
  const prefix = (process.env.TEST_DATABASE_PREFIX ?? '').replace(/[^a-z0-9_]/gi, '');
  url.pathname = `/areaclienti_test_${prefix}${process.env.VITEST_POOL_ID ?? '0'}`;
  return url.toString();
}

async function openWorkerDatabase(): Promise<Database> {
  const workerUrl = workerDatabaseUrl();
  const name = new URL(workerUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const database = openPostgres(workerUrl);
  await database.migrate();
  return database;
}

/** Empties every table of the schema, so that a test file starts from a known state. */
export async function truncateAll(database: Database): Promise<void> {
  const rows = await selectRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const queued = await selectRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = ${QUEUE_SCHEMA} and tablename in ('job', 'archive')`,
  );
  const names = [
    ...rows.map((row) => `"${row.tablename}"`),
    ...queued.map((row) => `${QUEUE_SCHEMA}."${row.tablename}"`),
  ].join(', ');
  if (!names) return;
  // On a connection without the request pool's 4 s statement timeout: truncating every table waits for
  // locks and the disk, and on a loaded CI machine (browser tests beside) it once took longer than that.
  const client = dedicatedClientFor(database.db, 'area-clienti-tests');
  if (!client) throw new Error('the worker database is a pool');
  await client.connect();
  try {
    await client.query(`truncate ${names} restart identity cascade`);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own, empty, beside this worker's (a migration's test fills it as it was before that
 * migration): its connection string, a node-postgres pool, and `close`, which drops it.
 */
export async function emptyDatabase(
  label: string,
): Promise<{ url: string; pool: pg.Pool; close(): Promise<void> }> {
  const url = new URL(workerDatabaseUrl());
  const name = `${url.pathname.slice(1)}_${label.replace(/[^a-z0-9_]/gi, '')}`;
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testServerUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // `pool.end()` resolves once its clients are told to end, not once their backends are gone: the drop
  // `with (force)` below may then terminate one, whose FATAL reply must not become an uncaught error (it did
  // once in CI, after every test had passed).
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  return {
    url: url.toString(),
    pool,
    async close() {
      await pool.end();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
