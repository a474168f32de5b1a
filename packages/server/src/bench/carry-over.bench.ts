/**
 * `npm run bench:carry-over -- [--from <PGlite folder>] [--in-thread]`: how long carrying an old embedded
 * data folder over into a PostgreSQL server takes (db/pglite-carry-over.ts), beside the baseline of the
 * same run: PGlite only reading every table out (COPY TO '/dev/blob'), which the carry-over cannot beat. Without --from, a
 * folder with the demo agency is made. The folder is copied first, so it is left as it was. Figures, never
 * pass/fail (docs/decisions/0074).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { carryOverInThisThread, carryOverPglite, openPglite } from '../db/pglite-carry-over.js';
import { seedDemoAgency } from '../seed/demo-agency.js';
import { pgliteFolderFrom } from './pglite-folder-from.js';

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/test';
/** Databases this bench makes start with it, so that two people benchmarking on one server never meet. */
const PREFIX = (process.env.BENCH_DATABASE_PREFIX ?? 'bench').replace(/[^a-z0-9_]/gi, '');
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};

const work = mkdtempSync(join(tmpdir(), 'carryover-bench-'));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * A folder with the demo agency as the PGlite default left it: seeded by today's code on a database of the
 * bench's server, then written into PGlite (the carry-over in reverse; the product no longer runs there).
 */
async function demoFolder(): Promise<string> {
  const folder = join(work, 'demo');
  const name = `${PREFIX}_carry_over_source_${process.pid}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  await onServer(`create database "${name}"`);
  try {
    const source = openPostgres(url.toString());
    try {
      await source.migrate();
      await seedDemoAgency(source.db, testConfig());
    } finally {
      await source.close();
    }
    await pgliteFolderFrom(url.toString(), folder);
  } finally {
    await onServer(`drop database if exists "${name}" with (force)`);
  }
  return folder;
}

/** The baseline: PGlite opened and every table read out whole, nothing written anywhere. */
async function readOnly(folder: string): Promise<number> {
  const started = performance.now();
  const client = await openPglite(folder);
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname in ('public', 'pgboss')`,
  );
  // A partitioned table (the queue's jobs) is read through a query: COPY TO refuses it by name.
  for (const { name } of rows) {
    await client.query(`copy (select * from ${name}) to '/dev/blob' with (format binary)`);
  }
  await client.close();
  return performance.now() - started;
}

async function onServer(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const source = argument('from') ? resolve(argument('from') as string) : await demoFolder();
const megabytes = execFileSync('du', ['-sm', source]).toString().split('\t')[0];
const database = `${PREFIX}_carry_over_${process.pid}`;
const rssMb = () => Math.round(process.memoryUsage().rss / 1_048_576);
try {
  // The carry-over first, so that the memory measured around it is its own (the baseline runs PGlite here).
  const carriedCopy = join(work, 'carried');
  cpSync(source, carriedCopy, { recursive: true });
  await onServer(`create database "${database}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 100);
  const started = performance.now();
  // --in-thread: as it ran before it moved to a worker thread, to see what memory the thread takes away.
  const carryOver = process.argv.includes('--in-thread') ? carryOverInThisThread : carryOverPglite;
  const result = await carryOver({ pgliteDir: carriedCopy, targetUrl: url.toString(), log: () => {} });
  const carryMs = performance.now() - started;
  clearInterval(sampler);
  const after = rssMb();
  rmSync(carriedCopy, { recursive: true, force: true });

  const baselineCopy = join(work, 'baseline');
  cpSync(source, baselineCopy, { recursive: true });
  const baselineMs = await readOnly(baselineCopy);

  console.log(`PGlite folder: ${source} (${megabytes} MB)`);
  console.log(`| what | seconds | rows/s |`);
  console.log(`|---|---|---|`);
  console.log(`| PGlite reading every table out (baseline) | ${seconds(baselineMs)} | |`);
  console.log(
    `| carry-over: ${result.rows.toLocaleString('en')} rows of ${result.tables} tables | ${seconds(carryMs)} | ` +
      `${Math.round(result.rows / (carryMs / 1000)).toLocaleString('en')} |`,
  );
  console.log(`carry-over / baseline: ${(carryMs / baselineMs).toFixed(2)}`);
  const where = carryOver === carryOverPglite ? 'worker thread, ended' : 'in this thread';
  console.log(`resident memory: ${before} MB before, ${peak} MB at the peak, ${after} MB after (${where})`);
} finally {
  await onServer(`drop database if exists "${database}" with (force)`);
  rmSync(work, { recursive: true, force: true });
}
