import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../agency-data/pdf.js';
import { selectRows } from '../db/database.js';
import { type DataDirClaim, newCliToken } from '../shared/data-dir-owner.js';
import { runCommandLine, serveDataDir } from '../test/command-line.js';
import { workerDatabaseUrl } from '../test/database.js';
import { useTestApp } from '../test/harness.js';

const cliToken = newCliToken();
const t = useTestApp({ deps: () => ({ cliToken }) });

let root = '';
let dataDir = '';
let claim: DataDirClaim;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'area-clienti-import-cli-'));
  dataDir = join(root, 'data');
  await mkdir(dataDir);
  claim = await serveDataDir(t, dataDir, cliToken);
});
afterAll(async () => {
  await claim.release();
  await rm(root, { recursive: true, force: true });
});

const cli = runCommandLine;

/** A feed folder under the test's root: a new document for Mario Rossi's motor policy. */
async function documentFeed(name: string, id: string, file: Buffer) {
  const dir = join(root, name);
  await mkdir(join(dir, 'documents'), { recursive: true });
  await writeFile(join(dir, 'documents', `${id}.pdf`), file);
  const record = {
    type: 'document',
    id,
    dossier: 'POL-10020030',
    name: 'Quietanza',
    file: `documents/${id}.pdf`,
  };
  await writeFile(join(dir, 'feed.jsonl'), `${JSON.stringify(record)}\n`);
  return dir;
}

const documentCount = async (id: string) =>
  (
    await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from documents where agency_id = ${id}`,
    )
  )[0]?.n;

describe('npm run import, with a server holding DATA_DIR (the embedded database)', () => {
  it('hands the feed to the server, prints the summary and exits 0; a relative path is where npm was typed', async () => {
    await documentFeed('feed-ok', 'CLI-DOC-1', makePdf('Quietanza', ['2026']));
    const { code, out, error } = await cli(['import', 'feed-ok'], { DATA_DIR: dataDir, INIT_CWD: root });
    expect(error).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toBe('Imported.');
    expect(out).toContainEqual(expect.stringMatching(/^document\s+1\s+0\s+0\s+0$/));
    expect(out.at(-1)).toBe('Notices queued for clients: 1');
    expect(await documentCount('CLI-DOC-1')).toBe(1);
    // Recorded in the audit log, with the system user who ran it.
    const log = await t.post(ApiPath.getAuditLog, {}, await t.login('90000001'));
    expect(log.json().entries[0]).toMatchObject({
      action: 'data.import',
      actor: expect.stringMatching(/^cli:/),
    });
  });

  it('prints every problem and exits 1, having written nothing', async () => {
    const dir = await documentFeed('feed-bad', 'CLI-DOC-2', Buffer.from('plain text'));
    const { code, out } = await cli(['import', dir], { DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(out).toEqual([
      'Nothing was imported: 1 problem in the feed.',
      'feed.jsonl line 1 (document CLI-DOC-2, file): non è un PDF (non inizia con %PDF-)',
    ]);
    expect(await documentCount('CLI-DOC-2')).toBe(0);
    // The refusal is an act of the agency's too: in the audit log, with its count and fields only.
    const log = await t.post(ApiPath.getAuditLog, {}, await t.login('90000001'));
    expect(log.json().entries[0]).toMatchObject({
      action: 'data.import.refused',
      actor: expect.stringMatching(/^cli:/),
      target: dir,
      detail: { problems: '1', fields: 'file' },
    });
  });

  it('says where it found no feed, with exit code 1; a wrong command line exits 2', async () => {
    const missing = await cli(['import', join(root, 'nowhere')], { DATA_DIR: dataDir });
    expect(missing).toMatchObject({
      code: 1,
      error: [`No feed at ${join(root, 'nowhere')}: a .jsonl or .json file, or a folder of them.`],
    });
    expect((await cli(['import'], { DATA_DIR: dataDir })).code).toBe(2);
  });
});

describe('npm run import, with no server: on the database itself', () => {
  it('imports on its own connection to the database', async () => {
    const own = join(root, 'own-data');
    const env = { DATABASE_URL: workerDatabaseUrl(), SEED_DEMO: 'false', DATA_DIR: own };
    const dir = await documentFeed('feed-here', 'CLI-DOC-3', makePdf('Quietanza', ['2027']));
    const { code, out, error } = await cli(['import', dir], env);
    expect(error).toEqual([]);
    expect(code).toBe(0);
    expect(out).toContainEqual(expect.stringMatching(/^document\s+1\s+0\s+0\s+0$/));
    expect(await documentCount('CLI-DOC-3')).toBe(1);
  }, 60_000);
});
