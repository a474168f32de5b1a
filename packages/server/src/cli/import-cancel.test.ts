import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../db/database.js';
import { newCliToken } from '../shared/data-dir-owner.js';
import { runCommandLine } from '../test/command-line.js';
import { workerDatabaseUrl } from '../test/database.js';
import { useTestApp } from '../test/harness.js';
import { largeFeed, startImport } from '../test/import-process.js';

// On a PostgreSQL database (TEST_DATABASE_URL): the import runs on a connection of its own there. The
// server may hold other databases' imports (another run's): every look is at this worker's database.
const databaseUrl = workerDatabaseUrl();

describe('one import at a time; Ctrl-C or a caller gone cancels it', () => {
  const cliToken = newCliToken();
  const t = useTestApp({ deps: () => ({ cliToken }) });
  let root = '';
  let feed = '';
  let serverUrl = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'area-clienti-import-cancel-'));
    feed = join(root, 'large');
    // Large enough to be caught while it merges (seconds), small enough for a test.
    await largeFeed(feed, 500, 40);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const state = async () =>
    (
      await selectRows<{ clients: number; documents: number; importing: number }>(
        t.db,
        sql`select (select count(*)::int from clients where agency_id like 'K-CLI-%') as clients,
              (select count(*)::int from documents where agency_id like 'K-DOC-%') as documents,
              (select count(*)::int from pg_stat_activity
                where application_name = 'area-clienti-import' and datname = current_database()) as importing`,
      )
    )[0];

  /**
   * Holds the import inside a statement of its merge: a lock on the documents that its first write (the
   * documents it removes, children first) waits for, taken by another connection until released. What
   * comes before (reading, checking, staging) only reads the documents, which the lock lets it do.
   */
  const holdMerge = async () => {
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table documents in share row exclusive mode');
    return async () => {
      await holder.query('rollback').catch(() => {});
      await holder.end();
    };
  };

  /** Waits until an import's connection is inside a statement of its merge, waiting for the lock. */
  const untilMerging = () =>
    vi.waitFor(
      async () => {
        const [busy] = await selectRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_stat_activity
              where application_name = 'area-clienti-import' and datname = current_database()
                and state = 'active' and wait_event_type = 'Lock'`,
        );
        if (!busy?.n) throw new Error('not merging yet');
      },
      { timeout: 120_000, interval: 50 },
    );

  /** Waits until no import is connected: PostgreSQL has rolled it back and freed its lock. */
  const untilNoImport = () =>
    vi.waitFor(
      async () => {
        if ((await state())?.importing) throw new Error('an import is still connected');
      },
      { timeout: 10_000, interval: 50 },
    );

  const smallFeed = async (name: string) => {
    const dir = join(root, name);
    await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, 'feed.jsonl'),
      `${JSON.stringify({ type: 'repairCentre', id: `RC-${name}`, nome: 'Carrozzeria', indirizzo: 'Via Roma 1', comune: 'Roma', provincia: 'RM' })}\n`,
    );
    return dir;
  };
  const env = () => ({
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    DATA_DIR: join(root, 'data'),
  });

  it('Ctrl-C of `npm run import` inside a statement of its merge: exit 130, nothing written, the next import runs', async () => {
    const release = await holdMerge();
    const importing = startImport(databaseUrl, feed);
    try {
      await untilMerging();
      importing.child.kill('SIGINT');
      expect(await importing.exited).toBe(130);
    } finally {
      await release();
    }
    expect(importing.output.join('')).toContain('Import cancelled: nothing was written.');
    // The tool waited for PostgreSQL to end the import's connection: nothing of it is left.
    expect(await state()).toEqual({ clients: 0, documents: 0, importing: 0 });
    const next = await runCommandLine(['import', await smallFeed('after-ctrl-c')], env());
    expect(next).toMatchObject({ code: 0, error: [] });
  }, 180_000);

  it('the tool gone from the server (its connection closed) cancels the import there; the server serves on', async () => {
    const release = await holdMerge();
    const caller = new AbortController();
    try {
      const call = fetch(`${serverUrl}/v1/admin/cli/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${cliToken}` },
        body: JSON.stringify({ path: feed, actor: 'cli:test' }),
        signal: caller.signal,
      });
      call.catch(() => {});
      await untilMerging();
      caller.abort();
      await untilNoImport();
    } finally {
      await release();
    }
    expect(await state()).toEqual({ clients: 0, documents: 0, importing: 0 });
    expect((await fetch(`${serverUrl}/healthz`)).status).toBe(200);
    const next = await runCommandLine(['import', await smallFeed('after-caller-gone')], env());
    expect(next).toMatchObject({ code: 0, error: [] });
  }, 180_000);

  it('a second import while one runs is refused at once, by the tool and the admin API; the first completes', async () => {
    const first = startImport(databaseUrl, feed);
    // The first holds the import lock (pg_try_advisory_xact_lock, released with its transaction).
    await vi.waitFor(
      async () => {
        const [held] = await selectRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_locks
              where locktype = 'advisory' and objid = 727002
                and database = (select oid from pg_database where datname = current_database())`,
        );
        if (!held?.n) throw new Error('no import holds the lock yet');
      },
      { timeout: 60_000, interval: 20 },
    );
    const second = await runCommandLine(['import', await smallFeed('second')], env());
    expect(second).toEqual({
      code: 1,
      out: [],
      error: ['Another import is running: try again when it has finished.'],
    });
    const admin = await t.login('90000001');
    const api = await t.post(
      ApiPath.importData,
      {
        records: [
          {
            type: 'repairCentre',
            id: 'RC-API',
            nome: 'Carrozzeria',
            indirizzo: 'Via Roma 1',
            comune: 'Roma',
            provincia: 'RM',
          },
        ],
      },
      admin,
    );
    expect(api.statusCode).toBe(409);
    expect(api.json()).toMatchObject({ status: 'KO', error: { code: 'IMPORT_001' } });
    expect(await first.exited).toBe(0);
    expect(await state()).toEqual({ clients: 500, documents: 500 * 40, importing: 0 });
  }, 180_000);
});
