/**
 * `npm run bench:import -- [--clients N]`: the agency's import at scale on a PostgreSQL server, beside the
 * server's own COPY of the same rows in the same run, and a client's reads on the imported data beside the
 * same reads on the demo agency. A generated data set (npm run gen-data) is written once per size and
 * kept in the temporary folder. Figures, never pass/fail (issue 9; docs/performance.md).
 */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPath, IMPORT_TYPES, Role } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { writeDataSet } from '../agency-data/generate/write-data-set.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { type Db, openPostgres, selectRows } from '../db/database.js';
import { importFeed } from '../modules/agency-import/index.js';
import { SessionStore } from '../modules/auth/index.js';
import { seedDemoAgency } from '../seed/demo-agency.js';
import { systemClock } from '../shared/clock.js';

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/test';
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const CLIENTS = Number(argument('clients') ?? process.env.BENCH_IMPORT_CLIENTS ?? 2_000);
const READ_CLIENTS = 40;

/** The agency's tables, parents first: the order COPY fills them in. */
const TABLES = [
  'branches',
  'repair_centres',
  'clients',
  'addresses',
  'dossiers',
  'beni',
  'settori',
  'garanzie',
  'nucleo_members',
  'movimenti',
  'dati_tecnici',
  'riserve',
  'sinistri',
  'referenti',
  // The documents' PDFs, which the import writes into the file storage (decisions/0070), before the
  // documents that point at them.
  'stored_files',
  'documents',
];

/**
 * The bench's databases are named after a prefix of this run's own (BENCH_DATABASE_PREFIX, else
 * TEST_DATABASE_PREFIX, else the system user and the process): two people benchmarking on one server
 * never drop each other's databases, and the run drops its own at the end.
 */
const PREFIX = (
  process.env.BENCH_DATABASE_PREFIX ??
  process.env.TEST_DATABASE_PREFIX ??
  `${userInfo().username}_${process.pid}`
)
  .toLowerCase()
  .replace(/[^a-z0-9_]/g, '');
const databaseName = (role: string) => `bench_import_${PREFIX}_${role}`;
const created = new Set<string>();

const urlOf = (database: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

async function freshDatabase(role: string): Promise<string> {
  const name = databaseName(role);
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  created.add(name);
  await admin.end();
  const database = openPostgres(urlOf(name));
  await database.migrate();
  await database.close();
  return urlOf(name);
}

async function dropOwnDatabases(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

/** The machine's load (1, 5, 15 minutes), printed beside the figures: other work moves them. */
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const rssMb = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`;

async function dataSet(): Promise<string> {
  const folder = join(tmpdir(), `area-clienti-gen-${CLIENTS}-seed1`);
  if (existsSync(join(folder, '.complete'))) return folder;
  rmSync(folder, { recursive: true, force: true });
  const started = performance.now();
  console.log(`writing a data set of ${CLIENTS} clients to ${folder} …`);
  await writeDataSet({ clients: CLIENTS, seed: 1, out: folder });
  writeFileSync(join(folder, '.complete'), '');
  console.log(`  written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return folder;
}

/**
 * Reads every file of the data set once, so that the import reads it from the page cache as COPY reads
 * its dump files, written just before: the two are compared on their work, not on the disk's latency
 * (a million small files read cold cost this machine about 100 µs each).
 */
function warmPageCache(folder: string): void {
  // Through one buffer: the 2 GB read leave no garbage behind to weigh on the import's memory figures.
  const buffer = Buffer.alloc(1 << 20);
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const fd = openSync(join(entry.parentPath, entry.name), 'r');
    try {
      while (readSync(fd, buffer, 0, buffer.length, null) > 0);
    } finally {
      closeSync(fd);
    }
  }
}

const psql = (url: string, command: string) =>
  execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url, '-c', command]);

async function main() {
  const folder = await dataSet();
  warmPageCache(folder);
  console.log(`databases: ${databaseName('*')}; load average at the start: ${load()}`);
  const importUrl = await freshDatabase('import');
  const database = openPostgres(importUrl);
  const config = testConfig();
  const deliveries = { email: async () => {}, sms: async () => {} };

  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 200);
  const rssBefore = process.memoryUsage().rss;
  // Memory at the start, in the middle (the whole feed staged, before it is checked and merged), at the end.
  const rssAt: string[] = [`start ${rssMb()}`];
  let lastReport = performance.now();
  const importStarted = performance.now();
  // Where the time goes: the seconds of each phase, and of each writing step (service.ts's merge order).
  const phases: string[] = [];
  let phaseName = 'reading';
  let phaseStarted = importStarted;
  const nextPhase = (name: string) => {
    const now = performance.now();
    phases.push(`${phaseName} ${((now - phaseStarted) / 1000).toFixed(1)}`);
    phaseName = name;
    phaseStarted = now;
  };
  const outcome = await importFeed(
    { db: database.db, deliveries, config },
    {
      path: folder,
    },
    {
      onProgress: ({ phase, done, total }) => {
        if (phase !== 'reading' && `${phase} ${done}` !== phaseName) {
          if (phase === 'checking') rssAt.push(`middle ${rssMb()}`);
          nextPhase(`${phase} ${done}`);
        }
        if (performance.now() - lastReport < 10_000) return;
        lastReport = performance.now();
        console.log(
          `  ${phase} ${((100 * done) / total).toFixed(0)}%  rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
        );
      },
    },
  );
  const importSeconds = (performance.now() - importStarted) / 1000;
  rssAt.push(`end ${rssMb()}`);
  nextPhase('end');
  clearInterval(sampler);
  if (!outcome.summary)
    throw new Error(`the data set was refused: ${JSON.stringify(outcome.problems.slice(0, 5))}`);
  const records = IMPORT_TYPES.reduce((sum, type) => sum + (outcome.summary?.entities[type].created ?? 0), 0);
  console.log(`import: ${importSeconds.toFixed(1)} s; seconds by phase: ${phases.join(', ')}`);

  // PostgreSQL's own COPY of the same rows (every table the import wrote) into a fresh database.
  const copyUrl = await freshDatabase('copy');
  const dumps = mkdtempSync(join(tmpdir(), 'area-clienti-copy-'));
  for (const table of TABLES) psql(importUrl, `\\copy ${table} to '${join(dumps, table)}' (format binary)`);
  const copyStarted = performance.now();
  for (const table of TABLES) psql(copyUrl, `\\copy ${table} from '${join(dumps, table)}' (format binary)`);
  const copySeconds = (performance.now() - copyStarted) / 1000;
  rmSync(dumps, { recursive: true, force: true });

  const rows = await selectRows<{ n: number }>(
    database.db,
    sql.raw(TABLES.map((table) => `select count(*)::int as n from ${table}`).join(' union all ')),
  );
  const rowCount = rows.reduce((sum, row) => sum + row.n, 0);
  const importRate = records / importSeconds;
  const copyRate = records / copySeconds;
  console.log('');
  console.log(`data set: ${CLIENTS} clients; ${records} records (${rowCount} rows with the sections)`);
  console.log(`seconds by phase (writing n: step n of the merge): ${phases.join(', ')}`);
  for (const type of IMPORT_TYPES)
    console.log(`  ${type.padEnd(12)} ${outcome.summary.entities[type].created}`);
  console.log(`import:        ${importSeconds.toFixed(1)} s, ${importRate.toFixed(0)} records/s`);
  console.log(`COPY (binary): ${copySeconds.toFixed(1)} s, ${copyRate.toFixed(0)} records/s`);
  console.log(`load average after COPY: ${load()}`);
  console.log(`import / COPY: ${(importRate / copyRate).toFixed(2)}  (target ≥ 0.4)`);
  console.log(
    `memory (rss): ${rssAt.join(', ')}; peak ${(peakRss / 2 ** 20).toFixed(0)} MB during the import (${(rssBefore / 2 ** 20).toFixed(0)} MB before)`,
  );

  const scale = await readLatencies(database.db, 'scale');
  await database.close();
  const demoUrl = await freshDatabase('demo');
  const demo = openPostgres(demoUrl);
  await seedDemoAgency(demo.db, config);
  const small = await readLatencies(demo.db, 'demo');
  await demo.close();
  console.log('');
  console.log(`a client's reads, median ms over ${READ_CLIENTS} clients (scale) or the demo's clients`);
  console.log(
    `${'call'.padEnd(16)} ${'demo'.padStart(8)} ${'scale'.padStart(8)} ${'scale/demo'.padStart(11)}`,
  );
  for (const [call, demoMs] of Object.entries(small)) {
    const scaleMs = scale[call] ?? Number.NaN;
    console.log(
      `${call.padEnd(16)} ${demoMs.toFixed(2).padStart(8)} ${scaleMs.toFixed(2).padStart(8)} ${(scaleMs / demoMs).toFixed(2).padStart(11)}`,
    );
  }
}

/** Median latency of each per-client read, for clients given an account and a session here. */
async function readLatencies(db: Db, label: string): Promise<Record<string, number>> {
  const config = testConfig();
  const clock = systemClock;
  const app = await buildApp({ config, db, clock });
  const sessions = new SessionStore(db, clock, config);
  const sampled = await selectRows<{ id: number }>(
    db,
    sql`select c.id from clients c where exists (select 1 from dossiers d where d.client_id = c.id)
        order by md5(c.id::text) limit ${READ_CLIENTS}`,
  );
  const tokens: string[] = [];
  for (const [index, { id }] of sampled.entries()) {
    const [user] = await selectRows<{ id: number }>(
      db,
      sql`insert into users (user_code, client_id, email, enabled, onboard_completed, email_verified)
          values (${String(80_000_000 + index)}, ${id}, ${`bench.${label}.${index}@example.it`}, true, true, true)
          on conflict do nothing returning id`,
    );
    if (!user) continue;
    await db.execute(
      sql`insert into user_roles (user_id, application_id, role) values (${user.id}, ${config.APPLICATION_ID}, ${Role.USER})`,
    );
    tokens.push(await sessions.create(user.id, { ipAddress: '127.0.0.1' }));
  }
  const post = async (path: string, payload: object, token: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (reply.statusCode !== 200) throw new Error(`${path} answered ${reply.statusCode}: ${reply.body}`);
    return reply;
  };
  const samples: Record<string, number[]> = {};
  const timed = async (name: string, path: string, payload: object, token: string) => {
    const start = performance.now();
    const reply = await post(path, payload, token);
    samples[name] = [...(samples[name] ?? []), performance.now() - start];
    return reply;
  };
  for (let round = 0; round < 2; round++) {
    for (const token of tokens) {
      const list = (await timed('getDossierList', ApiPath.getDossierList, {}, token)).json();
      const dossierId = list.dossiers[0]?.dossierID as number;
      await timed('getDossier', ApiPath.getDossier, { dossierId }, token);
      await timed('getGaranzie', ApiPath.getGaranzie, { dossierId }, token);
      await timed('getMovimenti', ApiPath.getMovimenti, { dossierId }, token);
      await timed('getSinistri', ApiPath.getSinistri, {}, token);
      await timed('getDocumenti', ApiPath.getDocumenti, {}, token);
      await timed('getUserStatus', ApiPath.getUserStatus, {}, token);
    }
  }
  await app.close();
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => {
      // The first round warms the caches: only the second counts.
      const counted = list.slice(list.length / 2).sort((a, b) => a - b);
      return [name, counted[Math.floor(counted.length / 2)] as number];
    }),
  );
}

try {
  await main();
} finally {
  await dropOwnDatabases();
}
