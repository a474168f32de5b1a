import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { runCli } from '../cli/run.js';
import { testConfig } from '../config.js';
import { DEMO_PASSWORD, seedDemoAgency } from '../seed/demo-agency.js';
import { OWNER_FILE } from '../shared/data-dir-owner.js';
import { PgFileStorage } from '../shared/pg-file-storage.js';
import { testServerUrl } from '../test/database.js';
import { migrationsBefore } from '../test/migrations.js';
import { openPgliteFolder, pgliteFolderMadeBy } from '../test/pglite-folder.js';
import { type Database, openPostgres, selectRows } from './database.js';
import { CarryOverError, carryOverPglite } from './pglite-carry-over.js';

/*
 * Issue 19 item 3: an operator's PGlite data folder, written by the code of the embedded default, carried
 * over into a real PostgreSQL database; a caller then finds everything as it was (docs/decisions/0074).
 */

/** The run's embedded PostgreSQL, or the server TEST_DATABASE_URL names: the targets are made there. */
const serverUrl = testServerUrl();
const prefix = (process.env.TEST_DATABASE_PREFIX ?? 'carryover').replace(/[^a-z0-9_]/gi, '');
const config = testConfig({ LOG_LEVEL: 'silent' });
const folders: string[] = [];
const databases: string[] = [];
let counter = 0;

/** A new, empty database on the test server, dropped after the file. */
async function newTargetDatabase(): Promise<string> {
  const name = `h_${prefix}_${process.pid}_${++counter}`;
  await admin((client) => client.query(`create database "${name}"`));
  databases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'carryover-'));
  folders.push(folder);
  return folder;
}

let demoOriginal: Promise<string> | undefined;
/**
 * A PGlite folder with the demo agency, as `npm start` on the embedded default left it: the demo agency
 * seeded by today's code on PostgreSQL, then written into the folder (test/pglite-folder.ts). Written once
 * for the file (it was most of each test's time); each test changes and carries over a copy of its own.
 */
async function demoFolder(): Promise<string> {
  demoOriginal ??= newFolder().then(async (folder) => {
    await pgliteFolderMadeBy(folder, (source) => seedDemoAgency(source.db, config));
    return folder;
  });
  const folder = await newFolder();
  await cp(await demoOriginal, folder, { recursive: true });
  return folder;
}

type RowsOf = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * Every table of ours and of the queue with its row count and a digest of its rows as PostgreSQL prints
 * them (timestamps in UTC, bytea in hex): equal digests are equal rows, whichever engine holds them.
 */
async function tableDigests(query: RowsOf): Promise<Record<string, string>> {
  await query(`set timezone = 'UTC'`);
  const { rows } = await query(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'pgboss') order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of rows as { name: string }[]) {
    const { rows: digest } = await query(
      `select count(*) || ' ' || coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '-') as digest
         from ${name} t`,
    );
    digests[name] = (digest[0] as { digest: string }).digest;
  }
  return digests;
}

async function sequenceStates(query: RowsOf): Promise<Record<string, string>> {
  const { rows } = await query(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname in ('public', 'pgboss')`,
  );
  const states: Record<string, string> = {};
  for (const { name } of rows as { name: string }[]) {
    const { rows: state } = await query(`select last_value || ' ' || is_called as state from ${name}`);
    states[name] = (state[0] as { state: string }).state;
  }
  return states;
}

const onPglite =
  (client: PGlite): RowsOf =>
  (text) =>
    client.query(text);
const onServer =
  (database: Database): RowsOf =>
  async (text) => ({ rows: await selectRows(database.db, sql.raw(text)) });

async function login(app: FastifyInstance, userCode: string): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: ApiPath.login,
    payload: { loginId: userCode, password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().token as string;
}

const CLI_TOKEN = 'carry-over-test-token';

/** A staff account made as `npm run create-staff` makes it: its user code comes from the sequence. */
async function createStaff(app: FastifyInstance, email: string): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/v1/admin/cli/create-staff',
    payload: { email, phone: '3331234567', actor: 'test' },
    headers: { authorization: `Bearer ${CLI_TOKEN}` },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().userID as string;
}

const call = (app: FastifyInstance, path: string, token: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: path, payload, headers: { authorization: `Bearer ${token}` } });

/** What a demo client sees: the policies, the documents, and the first document's bytes. */
async function whatMarioSees(app: FastifyInstance) {
  const token = await login(app, '10000001');
  const dossiers = (await call(app, ApiPath.getDossierList, token)).json();
  const documenti = (await call(app, ApiPath.getDocumenti, token)).json().documenti as {
    documentID: number;
  }[];
  const first = documenti[0]?.documentID;
  const file = await call(app, ApiPath.getDocumentoFile, token, { documentID: first });
  expect(file.statusCode).toBe(200);
  return { dossiers, documenti, file: file.rawPayload.toString('base64') };
}

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
  await admin(async (client) => {
    for (const name of databases) await client.query(`drop database if exists "${name}" with (force)`);
  });
});

describe('carrying a PGlite data folder over into PostgreSQL', () => {
  /** Every byte value, twice: a file whose bytes would show any text conversion on the way. */
  const binary = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.alloc(3)]);
  let pgliteDir: string;
  let targetUrl: string;
  let made: Record<string, string>;
  let before: Record<string, string>;
  let sequencesBefore: Record<string, string>;
  let seenBefore: Awaited<ReturnType<typeof whatMarioSees>>;
  let binaryFileId: string;
  let lastStaffCode: string;
  let result: Awaited<ReturnType<typeof carryOverPglite>>;
  const logged: string[] = [];
  let target: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    // What the old server's folder held, made by today's app on a scratch database, then written into it.
    pgliteDir = await newFolder();
    await pgliteFolderMadeBy(pgliteDir, async (source) => {
      await seedDemoAgency(source.db, config);
      const oldApp = await buildApp({ config, db: source.db, cliToken: CLI_TOKEN });
      // A session and its audit entries (the login), a delivery waiting in the queue (a recovery e-mail).
      seenBefore = await whatMarioSees(oldApp);
      await oldApp.inject({
        method: 'POST',
        url: ApiPath.forgotPasswordSendCode,
        payload: { email: '10000003' },
      });
      await oldApp.backgroundTasks.drain();
      const gone = await createStaff(oldApp, 'staff.uscito@example.it');
      lastStaffCode = await createStaff(oldApp, 'staff.rimasto@example.it');
      await source.db.execute(sql`delete from users where user_code = ${gone}`);
      binaryFileId = await new PgFileStorage(source.db).put(
        'test:binary',
        'tutti i byte.bin',
        'application/octet-stream',
        binary,
      );
      await oldApp.close();
      made = await tableDigests(onServer(source));
    });
    const old = await openPgliteFolder(pgliteDir);
    before = await tableDigests(onPglite(old.client));
    sequencesBefore = await sequenceStates(onPglite(old.client));
    await old.close();

    targetUrl = await newTargetDatabase();
    result = await carryOverPglite({ pgliteDir, targetUrl, log: (line) => logged.push(line) });
    target = openPostgres(targetUrl);
    app = await buildApp({ config, db: target.db, cliToken: CLI_TOKEN });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await target?.close();
  });

  it('the data holds the rows this test relies on (a session, an audit entry, a queued delivery)', () => {
    expect(before).toEqual(made);
    const count = (name: string) => Number(before[name]?.split(' ')[0]);
    expect(count('public.sessions')).toBeGreaterThan(0);
    expect(count('public.audit_log')).toBeGreaterThan(0);
    expect(count('public.stored_files')).toBeGreaterThan(1);
    const queued = Object.entries(before).filter(([name]) => /^pgboss\.j[0-9a-f]{56}$/.test(name));
    expect(queued.reduce((sum, [, digest]) => sum + Number(digest.split(' ')[0]), 0)).toBeGreaterThan(0);
  });

  it('copies every table row for row, and every sequence where it was', async () => {
    expect(await tableDigests(onServer(target))).toEqual(before);
    expect(await sequenceStates(onServer(target))).toEqual(sequencesBefore);
    const rows = Object.values(before).reduce((sum, digest) => sum + Number(digest.split(' ')[0]), 0);
    expect(result).toMatchObject({ tables: Object.keys(before).length, rows });
  });

  it('a demo client logs in with the demo password and sees the same policies and document bytes', async () => {
    expect(await whatMarioSees(app)).toEqual(seenBefore);
    const file = await new PgFileStorage(target.db).get(binaryFileId);
    const chunks: Buffer[] = [];
    for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(binary)).toBe(true);
  });

  it('new rows follow on: the next user code and the next ids, no duplicate', async () => {
    // The old folder's sequence had handed out 10000100 and 10000101, and 10000100 left with its account:
    // a sequence started afresh would hand 10000100 out again.
    expect(await createStaff(app, 'nuovo.staff@example.it')).toBe(String(Number(lastStaffCode) + 1));
    const token = await login(app, '10000003');
    expect((await call(app, ApiPath.getDossierList, token)).statusCode).toBe(200);
  });

  it('moves the old files aside, says where, and a second call does nothing', async () => {
    expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(false);
    expect(result.movedTo.startsWith(join(pgliteDir, 'pglite-before-'))).toBe(true);
    expect(await readdir(result.movedTo)).toEqual(expect.arrayContaining(['PG_VERSION', 'base', 'global']));
    expect(logged.join('\n')).toContain(result.movedTo);
    expect(logged.join('\n')).toMatch(/delete/);
    const now = await tableDigests(onServer(target));
    const again = await carryOverPglite({ pgliteDir, targetUrl, log: (line) => logged.push(line) });
    expect(again).toEqual({ tables: 0, rows: 0, movedTo: '' });
    expect(await tableDigests(onServer(target))).toEqual(now);
  });
});

describe('a carry-over that cannot be done changes nothing', () => {
  const ignored = () => {};

  async function ourRows(database: Database): Promise<number> {
    const digests = await tableDigests(onServer(database));
    return Object.entries(digests)
      .filter(([name]) => name.startsWith('public.') || /^pgboss\.(j[0-9a-f]{56}|archive)$/.test(name))
      .reduce((sum, [, digest]) => sum + Number(digest.split(' ')[0]), 0);
  }

  const stillInPlace = async (folder: string) => {
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    expect((await readdir(folder)).filter((entry) => entry.startsWith('pglite-before-'))).toEqual([]);
  };

  it('refuses a database that already holds data, and leaves it and the old folder as they were', async () => {
    const pgliteDir = await demoFolder();
    const targetUrl = await newTargetDatabase();
    const target = openPostgres(targetUrl);
    try {
      await target.migrate();
      await seedDemoAgency(target.db, config);
      const before = await tableDigests(onServer(target));
      const attempt = carryOverPglite({ pgliteDir, targetUrl, log: ignored });
      await expect(attempt).rejects.toThrow(CarryOverError);
      await expect(attempt).rejects.toThrow(/already holds data.*Nothing was changed/);
      expect(await tableDigests(onServer(target))).toEqual(before);
      await stillInPlace(pgliteDir);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('a row PostgreSQL refuses rolls everything back; once the row is mended, it goes through', async () => {
    const pgliteDir = await demoFolder();
    const old = await openPgliteFolder(pgliteDir);
    // A document pointing at no policy: the embedded database took it with its checks off.
    await old.client.exec(`set session_replication_role = replica;
      update documents set dossier_id = 999999 where id = (select min(id) from documents);
      set session_replication_role = origin;`);
    await old.close();
    const targetUrl = await newTargetDatabase();
    const attempt = carryOverPglite({ pgliteDir, targetUrl, log: ignored });
    await expect(attempt).rejects.toThrow(CarryOverError);
    await expect(attempt).rejects.toThrow(/foreign key.*Nothing was written to PostgreSQL.*untouched/s);
    const target = openPostgres(targetUrl);
    try {
      expect(await ourRows(target)).toBe(0);
      await stillInPlace(pgliteDir);

      const mended = await openPgliteFolder(pgliteDir);
      await mended.client.exec(
        'update documents set dossier_id = (select min(id) from dossiers) where dossier_id = 999999',
      );
      const expected = await tableDigests(onPglite(mended.client));
      await mended.close();
      const done = await carryOverPglite({ pgliteDir, targetUrl, log: ignored });
      expect(done.rows).toBeGreaterThan(0);
      expect(await tableDigests(onServer(target))).toEqual(expected);
    } finally {
      await target.close();
    }
  }, 90_000);

  it('brings a folder left by an older version up to date first', async () => {
    const pgliteDir = await newFolder();
    const older = await openPgliteFolder(pgliteDir, await migrationsBefore('0007_stored_files'));
    await older.close();
    const targetUrl = await newTargetDatabase();
    const done = await carryOverPglite({ pgliteDir, targetUrl, log: ignored });
    const target = openPostgres(targetUrl);
    try {
      const tables = Object.keys(await tableDigests(onServer(target)));
      expect(tables).toContain('public.stored_files');
      expect(done.tables).toBe(tables.length);
    } finally {
      await target.close();
    }
  }, 60_000);
});

describe('npm run carry-over -- --from <folder>', () => {
  async function carryOverTool(words: string[], env: Record<string, string>) {
    const out: string[] = [];
    const error: string[] = [];
    const code = await runCli(
      ['carry-over', ...words],
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      {
        out: (line) => out.push(line),
        error: (line) => error.push(line),
      },
    );
    return { code, out: out.join('\n'), error: error.join('\n') };
  }

  it('asks for the folder and for DATABASE_URL, and says when a folder holds no PGlite data', async () => {
    const noFrom = await carryOverTool([], { DATABASE_URL: 'postgresql://127.0.0.1:1/none' });
    expect(noFrom).toMatchObject({ code: 2, error: expect.stringContaining('--from <folder> is required') });
    const folder = await newFolder();
    const noUrl = await carryOverTool(['--from', folder], {});
    expect(noUrl).toMatchObject({ code: 2, error: expect.stringContaining('Set DATABASE_URL') });
    const empty = await carryOverTool(['--from', folder], { DATABASE_URL: 'postgresql://127.0.0.1:1/none' });
    expect(empty).toMatchObject({ code: 1, out: expect.stringContaining('nothing to carry over') });
  });

  it('carries the folder over and tells where the old files are', async () => {
    const pgliteDir = await demoFolder();
    const targetUrl = await newTargetDatabase();
    const done = await carryOverTool(['--from', pgliteDir], { DATABASE_URL: targetUrl });
    expect(done.error).toBe('');
    expect(done.code).toBe(0);
    const [movedTo] = (await readdir(pgliteDir)).filter((entry) => entry.startsWith('pglite-before-'));
    expect(done.out).toContain(join(pgliteDir, movedTo as string));
    expect(done.out).toMatch(/Carried over \d[\d,]* rows of \d+ tables/);
    const again = await carryOverTool(['--from', pgliteDir], { DATABASE_URL: targetUrl });
    expect(again.code).toBe(1);
  }, 60_000);

  it('refuses a folder an old server still holds, and copies nothing', async () => {
    const pgliteDir = await demoFolder();
    const targetUrl = await newTargetDatabase();
    await writeFile(
      join(pgliteDir, OWNER_FILE),
      JSON.stringify({ pid: process.ppid, role: 'server', startedAt: new Date().toISOString() }),
    );
    const refused = await carryOverTool(['--from', pgliteDir], { DATABASE_URL: targetUrl });
    expect(refused.code).toBe(1);
    expect(refused.error).toContain(`is in use by process ${process.ppid}`);
    expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
