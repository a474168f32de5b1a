import { closeSync, existsSync, openSync, readdirSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ImportOutcome } from '@area-clienti/contract';
import { writeDataSet } from '../agency-data/generate/write-data-set.js';
import { testConfig } from '../config.js';
import { type Db, openPostgres } from '../db/database.js';
import { importFeed } from '../modules/agency-import/index.js';
import { type EngineName, embeddedEngine, serverEngine } from './import-engines.js';

/**
 * What the import's benches share (import.bench.ts, import-rename.bench.ts, import-daily.bench.ts): their
 * command line, the generated data set kept per size, the page cache warmed before an import, one import
 * timed step by step, the names of their databases and the machine's load to print beside their figures.
 */

/** The value after `--name` on the command line. */
export const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};

/** The PostgreSQL server a bench runs on when asked to (`--engine server`). */
export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/test';

/**
 * The bench's databases are named after a prefix of this run's own (BENCH_DATABASE_PREFIX, else
 * TEST_DATABASE_PREFIX, else the system user and the process): two people benchmarking on one server
 * never drop each other's databases, and the run drops its own at the end.
 */
export function benchDatabaseNames(bench: string): (role: string) => string {
  const prefix = (
    process.env.BENCH_DATABASE_PREFIX ??
    process.env.TEST_DATABASE_PREFIX ??
    `${userInfo().username}_${process.pid}`
  )
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');
  return (role) => `${bench}_${prefix}_${role}`;
}

/** The machine's load (1, 5, 15 minutes), printed beside the figures: other work moves them. */
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The generated data set of `clients` clients (seed 1), written once per size and kept in the temporary folder. */
export async function dataSet(clients: number): Promise<string> {
  const folder = join(tmpdir(), `area-clienti-gen-${clients}-seed1`);
  if (existsSync(join(folder, '.complete'))) return folder;
  rmSync(folder, { recursive: true, force: true });
  const started = performance.now();
  console.log(`writing a data set of ${clients} clients to ${folder} …`);
  await writeDataSet({ clients, seed: 1, out: folder });
  writeFileSync(join(folder, '.complete'), '');
  console.log(`  written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return folder;
}

/**
 * Reads every file of the data set once, so that the import reads it from the page cache as COPY reads
 * its dump files, written just before: the two are compared on their work, not on the disk's latency
 * (a million small files read cold cost this machine about 100 µs each). Before each engine: the first
 * engine's run (its databases, its COPY dumps, many GB) pushes the data set out of the page cache, and
 * the second engine's import then read 1.3 GB of it from the disk where the first read 0.3 GB — at
 * 100,000 clients its reading phase took 82 s against 61 s, which looked like the server's fault (the
 * server run first, on a warm cache, read its feed in 58 s).
 */
export function warmPageCache(folder: string): void {
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

/** One timed import: its seconds, the seconds of each phase and writing step, what it did. */
export interface TimedImport {
  label: string;
  seconds: number;
  phases: string[];
  outcome: ImportOutcome;
  loadAfter: string;
}

/**
 * `imports` (a label and a feed's folder each) one after the other into one fresh database of `engine`,
 * each timed (timedImport); the engine and its databases gone at the end.
 */
export async function importsInTurn(
  engineName: EngineName,
  bench: string,
  imports: { label: string; path: string }[],
): Promise<TimedImport[]> {
  const names = benchDatabaseNames(bench);
  const engine =
    engineName === 'server' ? serverEngine(SERVER_URL, names) : await embeddedEngine(tmpdir(), names);
  const runs: TimedImport[] = [];
  try {
    const database = openPostgres(await engine.fresh('import'));
    try {
      for (const { label, path } of imports) runs.push(await timedImport(database.db, label, path));
    } finally {
      await database.close();
    }
  } finally {
    await engine.close();
  }
  return runs;
}

/**
 * The merge's steps as the import reports them (service.ts: removals children first, then the upserts
 * parents first, then the notices), named for the bench's output.
 */
export const MERGE_STEPS = [
  'documents removed',
  'claims removed',
  'policies removed',
  'clients removed',
  'repair centres removed',
  'branches removed',
  'branches written',
  'repair centres written',
  'clients written',
  'policies written',
  'claims written',
  'documents written',
  'notices queued',
];

export async function timedImport(db: Db, label: string, path: string): Promise<TimedImport> {
  const deps = { db, deliveries: { email: async () => {}, sms: async () => {} }, config: testConfig() };
  console.log(`\n${label}: load average at the start ${load()}`);
  const started = performance.now();
  // Each slice of time is named by the step whose end closed it; slices under 0.1 s are left out.
  const phases: string[] = [];
  let last = 'reading';
  let lastAt = started;
  const closed = (name: string) => {
    const now = performance.now();
    if (now - lastAt >= 100) phases.push(`${name} ${((now - lastAt) / 1000).toFixed(1)}`);
    last = name;
    lastAt = now;
  };
  const outcome = await importFeed(
    deps,
    { path },
    {
      onProgress: ({ phase, done }) => {
        // The first step's slice holds the feed's check against the database (duplicates, references) too.
        const name =
          phase === 'checking'
            ? 'feed read and checked'
            : done === 1
              ? `checked against the database, ${MERGE_STEPS[0]}`
              : (MERGE_STEPS[done - 1] ?? `step ${done}`);
        if (name !== last && phase !== 'reading') closed(name);
      },
    },
  );
  closed('summed up');
  const seconds = (performance.now() - started) / 1000;
  if (!outcome.summary)
    throw new Error(`${label} was refused: ${JSON.stringify(outcome.problems.slice(0, 5))}`);
  const run = { label, seconds, phases, outcome, loadAfter: load() };
  console.log(`${label}: ${seconds.toFixed(1)} s; seconds by step: ${phases.join(', ')}`);
  console.log(
    `${label}: documents ${JSON.stringify(outcome.summary.entities.document)}; load after ${run.loadAfter}`,
  );
  return run;
}
