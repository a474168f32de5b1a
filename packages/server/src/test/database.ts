import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres, selectRows } from '../db/database.js';
import { QUEUE_SCHEMA } from '../jobs/queries.js';

let shared: Promise<Database> | undefined;

/**
 * The test database of this worker: in-memory PGlite, or — when TEST_DATABASE_URL is set — a database of
 * its own on that PostgreSQL server (created afresh, so parallel workers never meet).
 */
export function workerDatabase(): Promise<Database> {
  shared ??= openWorkerDatabase();
  return shared;
}

/**
 * The connection string of this worker's own database on the test server, or undefined with PGlite.
 * TEST_DATABASE_PREFIX (letters, digits, underscores) keeps two test runs on one server apart, such as a
 * developer's run beside CI's.
 */
export function workerDatabaseUrl(): string | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  const prefix = (process.env.TEST_DATABASE_PREFIX ?? '').replace(/[^a-z0-9_]/gi, '');
  url.pathname = `/areaclienti_test_${prefix}${process.env.VITEST_POOL_ID ?? '0'}`;
  return url.toString();
}

async function openWorkerDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const workerUrl = workerDatabaseUrl();
  let database: Database;
  if (serverUrl && workerUrl) {
    const name = new URL(workerUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    database = openPostgres(workerUrl);
  } else {
    database = await openPglite();
  }
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
  if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}
