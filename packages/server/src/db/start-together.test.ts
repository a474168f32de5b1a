import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { seedDemoIfEmpty } from '../seed/demo-agency.js';
import { testServerUrl, workerDatabaseUrl } from '../test/database.js';
import { type Database, openPostgres, selectRows } from './database.js';

/** The run's embedded PostgreSQL, or the server TEST_DATABASE_URL names. */
const serverUrl = testServerUrl();
const workerUrl = workerDatabaseUrl();

/** A database of this worker's own (its name from TEST_DATABASE_PREFIX), created empty. */
async function emptyDatabase(suffix: string): Promise<string> {
  const url = new URL(workerUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  await admin.end();
}

/** What `npm start` does on the database, up to serving: migrate, seed the demo if empty, start the app. */
async function startInstance(url: string) {
  const database: Database = openPostgres(url);
  const config = testConfig({ SEED_DEMO: 'true' });
  await database.migrate();
  await seedDemoIfEmpty(database.db, config);
  // `work`: the deliveries' workers and the hourly purge, as the server process runs them.
  const app = await buildApp({ config, db: database.db, work: true });
  await app.ready();
  return { database, app };
}

describe('two instances started at once on an empty PostgreSQL database', () => {
  it('both come up, the schema, the queues and the demo agency written once', async () => {
    // The race (pg-boss creating its queues side by side) does not lose every time: tried several times.
    for (let attempt = 1; attempt <= 4; attempt++) {
      const url = await emptyDatabase(`start_${attempt}`);
      const started = await Promise.allSettled([startInstance(url), startInstance(url)]);
      try {
        const failures = started.flatMap((result) =>
          result.status === 'rejected' ? [String((result.reason as Error).stack)] : [],
        );
        expect(failures, `attempt ${attempt}`).toEqual([]);
        for (const result of started) {
          if (result.status !== 'fulfilled') continue;
          const ready = await result.value.app.inject({ method: 'GET', url: '/readyz' });
          expect(ready.statusCode).toBe(200);
        }
        const [first] = started;
        if (first?.status !== 'fulfilled') continue;
        const [counts] = await selectRows<{ superusers: number; queues: number }>(
          first.value.database.db,
          sql`select (select count(*)::int from users where user_code = '90000001') as superusers,
                (select count(*)::int from pgboss.queue where name = 'retention-purge') as queues`,
        );
        expect(counts).toEqual({ superusers: 1, queues: 1 });
      } finally {
        for (const result of started) {
          if (result.status !== 'fulfilled') continue;
          await result.value.app.close();
          await result.value.database.close();
        }
        await dropDatabase(url);
      }
    }
  }, 180_000);
});
