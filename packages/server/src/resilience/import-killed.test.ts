import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from '../agency-data/pdf.js';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { seedDemoAgency } from '../seed/demo-agency.js';
import {
  createPrivateCluster,
  type PrivateCluster,
  privateClusterUnavailable,
} from '../test/private-cluster.js';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../../..');

/** A feed large enough to be killed halfway: a policy per client, and documents sharing one PDF. */
async function largeFeed(dir: string, clients: number, documentsEach: number) {
  await mkdir(join(dir, 'documents'), { recursive: true });
  await writeFile(join(dir, 'documents/shared.pdf'), makePdf('Quietanza', ['Documento di prova.']));
  const lines: string[] = [];
  for (let c = 0; c < clients; c++) {
    lines.push(
      JSON.stringify({
        type: 'client',
        id: `K-CLI-${c}`,
        codiceFiscale: '12345678903',
        nome: 'Ditta',
        cognome: `N${c}`,
      }),
      JSON.stringify({
        type: 'dossier',
        id: `K-POL-${c}`,
        client: `K-CLI-${c}`,
        numeroPolizza: `K${c}`,
        prodotto: 'Casa',
        stato: 'ATTIVA',
      }),
    );
    for (let d = 0; d < documentsEach; d++) {
      lines.push(
        JSON.stringify({
          type: 'document',
          id: `K-DOC-${c}-${d}`,
          dossier: `K-POL-${c}`,
          name: `Quietanza ${d}`,
          file: 'documents/shared.pdf',
        }),
      );
    }
  }
  await writeFile(join(dir, 'feed.jsonl'), `${lines.join('\n')}\n`);
}

function startImport(databaseUrl: string, feed: string): ChildProcess {
  return spawn(
    // Node itself with tsx's loader: the tsx command would run the tool in a child that a kill misses.
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'packages/server/src/cli/cli.ts', 'import', feed],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    },
  );
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

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
    const importing = startImport(url, feed);
    const exited = exitOf(importing);
    // Killed once it writes: the import's own connection is at work on the merge (not only reading).
    await vi.waitFor(
      async () => {
        const [busy] = await cluster.query<{ n: number }>(
          'agency',
          `select count(*)::int as n from pg_stat_activity
           where application_name = 'area-clienti-import' and query like '%import_changed%'`,
        );
        if (!busy?.n) throw new Error('not merging yet');
      },
      { timeout: 60_000, interval: 20 },
    );
    importing.kill('SIGKILL');
    await exited;
    // The database notices the connection is gone and rolls its transaction back.
    await vi.waitFor(
      async () => {
        if ((await counts())?.stage) throw new Error('the import is still connected');
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await counts()).toEqual(before);

    expect(await exitOf(startImport(url, feed))).toBe(0);
    expect(await counts()).toEqual({
      clients: (before?.clients ?? 0) + 500,
      documents: (before?.documents ?? 0) + 500 * 40,
      stage: 0,
    });
  }, 180_000);
});
