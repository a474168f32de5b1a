import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { seedDemoAgency } from '../seed/demo-agency.js';
import { largeFeed, startImport } from '../test/import-process.js';
import {
  createPrivateCluster,
  type PrivateCluster,
  privateClusterUnavailable,
} from '../test/private-cluster.js';

describe.skipIf(privateClusterUnavailable())('an import killed halfway (docs/decisions/0046)', () => {
  let cluster: PrivateCluster;
  let folder: string;
  beforeAll(async () => {
    cluster = await createPrivateCluster();
    folder = await mkdtemp(join(tmpdir(), 'area-clienti-import-kill-'));
  });
  afterAll(async () => {
    await cluster?.remove();
    await rm(folder, { recursive: true, force: true });
  });

  const counts = async () =>
    (
      await cluster.query<{ clients: number; documents: number; stage: number }>(
        'agency',
        `select (select count(*)::int from clients) as clients, (select count(*)::int from documents) as documents,
          (select count(*)::int from pg_stat_activity where application_name = 'area-clienti-import') as stage`,
      )
    )[0];

  it('leaves the previous data as it was, and the same feed imports whole afterwards', async () => {
    const url = await cluster.createDatabase('agency');
    const database = openPostgres(url);
    await database.migrate();
    await seedDemoAgency(database.db, testConfig());
    await database.close();
    const before = await counts();

    const feed = join(folder, 'feed');
    await largeFeed(feed, 500, 40);
    // Killed halfway, whatever the machine's load: the test holds the own data's table, which the merge
    // touches last (settleAgainstFeed, after every record is written), so the import waits there with its
    // transaction open. (Watching for a merge statement and killing at once raced the commit on a busy CI.)
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table own_data_changes in access exclusive mode');
    const importing = startImport(url, feed);
    await vi.waitFor(
      async () => {
        const [held] = await cluster.query<{ n: number }>(
          'agency',
          `select count(*)::int as n from pg_stat_activity
           where application_name = 'area-clienti-import' and wait_event_type = 'Lock'
             and query like '%own_data_changes%'`,
        );
        if (!held?.n) throw new Error('not at the held table yet');
      },
      // Each of the feed's 20,000 documents is parsed as a PDF before the merge (decisions/0129): on a
      // loaded machine the merge begins minutes after the start, not seconds.
      { timeout: 180_000, interval: 50 },
    );
    importing.child.kill('SIGKILL');
    await importing.exited;
    await holder.query('rollback');
    await holder.end();
    // The database notices the connection is gone and rolls its transaction back.
    await vi.waitFor(
      async () => {
        if ((await counts())?.stage) throw new Error('the import is still connected');
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await counts()).toEqual(before);

    expect(await startImport(url, feed).exited).toBe(0);
    expect(await counts()).toEqual({
      clients: (before?.clients ?? 0) + 500,
      documents: (before?.documents ?? 0) + 500 * 40,
      stage: 0,
    });
  }, 420_000);
});
