/**
 * `npm run bench:import -- [--clients N] [--engine embedded|server|both]`: the agency's import at scale,
 * beside the engine's own COPY of the same rows in the same run, and a client's reads on the imported data
 * beside the same reads on the demo agency; on the embedded default engine (a DATA_DIR of its own, removed
 * at the end) and on a PostgreSQL server, side by side (both by default). A generated data set (npm run
 * gen-data) is written once per size and kept in the temporary folder. Figures, never pass/fail (issues 9
 * and 19; docs/performance.md).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { IMPORT_TYPES } from '@area-clienti/contract';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { importFeed } from '../modules/agency-import/index.js';
import { seedDemoAgency } from '../seed/demo-agency.js';
import { clientReadLatencies } from './client-reads.js';
import { argument, benchDatabaseNames, dataSet, load, SERVER_URL, warmPageCache } from './import-data-set.js';
import {
  type BenchEngine,
  copySeconds,
  ENGINE_NAMES,
  type EngineName,
  embeddedEngine,
  serverEngine,
} from './import-engines.js';

const CLIENTS = Number(argument('clients') ?? process.env.BENCH_IMPORT_CLIENTS ?? 2_000);
const READ_CLIENTS = 40;
const ENGINE_CHOICE = argument('engine') ?? process.env.BENCH_IMPORT_ENGINE ?? 'both';
if (![...ENGINE_NAMES, 'both'].includes(ENGINE_CHOICE))
  throw new Error(`--engine takes embedded, server or both, not ${ENGINE_CHOICE}`);
const ENGINES: readonly EngineName[] =
  ENGINE_CHOICE === 'both' ? ENGINE_NAMES : [ENGINE_CHOICE as EngineName];

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

const databaseName = benchDatabaseNames('bench_import');

/**
 * What this process has read from the disk, in MB (Linux's /proc/self/io; null elsewhere): the import's
 * figure beside it says whether it read the data set warm, as COPY reads its dumps.
 */
function diskReadMb(): number | null {
  try {
    const bytes = /read_bytes: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1];
    return bytes === undefined ? null : Number(bytes) / 2 ** 20;
  } catch {
    return null;
  }
}
const rssMb = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`;

/** What one engine measured. */
interface EngineRun {
  engine: EngineName;
  importSeconds: number;
  /**
   * CPU seconds of this process (every thread: the checking threads' work on the feed, the loading and the
   * merge's driver) during the import: less moved by the other work of a shared machine than its seconds.
   */
  importCpuSeconds: number;
  copySeconds: number;
  records: number;
  phases: string[];
  loads: { start: string; betweenImportAndCopy: string; afterCopy: string };
  memory: string;
  /** MB the import read from the disk (null where the system does not tell). */
  diskReadMb: number | null;
  reads: { demo: Record<string, number>; scale: Record<string, number> };
}

async function benchOn(engine: BenchEngine, folder: string): Promise<EngineRun> {
  const loadAtStart = load();
  console.log(`\n[${engine.name}] load average at the start: ${loadAtStart}`);
  const importUrl = await engine.fresh('import');
  const database = openPostgres(importUrl);
  const config = testConfig();
  const deliveries = { email: async () => {}, sms: async () => {} };

  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 200);
  const rssBefore = process.memoryUsage().rss;
  const diskReadBefore = diskReadMb();
  // Memory at the start, in the middle (the whole feed staged, before it is checked and merged), at the end.
  const rssAt: string[] = [`start ${rssMb()}`];
  let lastReport = performance.now();
  const importStarted = performance.now();
  const cpuAtStart = process.cpuUsage();
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
    { path: folder },
    {
      onProgress: ({ phase, done, total }) => {
        if (phase !== 'reading' && `${phase} ${done}` !== phaseName) {
          if (phase === 'checking') rssAt.push(`middle ${rssMb()}`);
          nextPhase(`${phase} ${done}`);
        }
        if (performance.now() - lastReport < 10_000) return;
        lastReport = performance.now();
        console.log(`  ${phase} ${((100 * done) / total).toFixed(0)}%  rss ${rssMb()}`);
      },
    },
  );
  const importSeconds = (performance.now() - importStarted) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const importCpuSeconds = (cpu.user + cpu.system) / 1e6;
  const diskReadAfter = diskReadMb();
  rssAt.push(`end ${rssMb()}`);
  nextPhase('end');
  clearInterval(sampler);
  if (!outcome.summary)
    throw new Error(`the data set was refused: ${JSON.stringify(outcome.problems.slice(0, 5))}`);
  const summary = outcome.summary;
  const records = IMPORT_TYPES.reduce((sum, type) => sum + summary.entities[type].created, 0);
  const loadBetween = load();
  console.log(
    `[${engine.name}] import: ${importSeconds.toFixed(1)} s; seconds by phase: ${phases.join(', ')}`,
  );
  console.log(`[${engine.name}] load average between the import and COPY: ${loadBetween}`);

  // PostgreSQL's own COPY of the same rows (every table the import wrote) into a fresh database.
  const copyUrl = await engine.fresh('copy');
  const dumps = mkdtempSync(join(tmpdir(), 'area-clienti-copy-'));
  let copied: number;
  try {
    copied = copySeconds(importUrl, copyUrl, TABLES, dumps);
  } finally {
    rmSync(dumps, { recursive: true, force: true });
  }
  const loadAfter = load();
  console.log(`[${engine.name}] COPY: ${copied.toFixed(1)} s; load average after COPY: ${loadAfter}`);

  const scale = await clientReadLatencies(database.db, { label: 'scale', count: READ_CLIENTS });
  await database.close();
  const demo = openPostgres(await engine.fresh('demo'));
  await seedDemoAgency(demo.db, config);
  const small = await clientReadLatencies(demo.db, { label: 'demo', count: READ_CLIENTS });
  await demo.close();
  return {
    engine: engine.name,
    importSeconds,
    importCpuSeconds,
    copySeconds: copied,
    records,
    phases,
    loads: { start: loadAtStart, betweenImportAndCopy: loadBetween, afterCopy: loadAfter },
    diskReadMb: diskReadBefore === null || diskReadAfter === null ? null : diskReadAfter - diskReadBefore,
    memory: `${rssAt.join(', ')}; peak ${(peakRss / 2 ** 20).toFixed(0)} MB during the import (${(rssBefore / 2 ** 20).toFixed(0)} MB before)`,
    reads: { demo: small, scale },
  };
}

async function main() {
  const folder = await dataSet(CLIENTS);
  console.log(`engines: ${ENGINES.join(', ')}; databases: ${databaseName('*')}`);
  const runs: EngineRun[] = [];
  for (const name of ENGINES) {
    warmPageCache(folder);
    const engine =
      name === 'server'
        ? serverEngine(SERVER_URL, databaseName)
        : await embeddedEngine(tmpdir(), databaseName);
    try {
      runs.push(await benchOn(engine, folder));
    } finally {
      await engine.close();
    }
  }
  report(runs);
}

/** The engines' figures side by side. */
function report(runs: EngineRun[]) {
  const column = (text: string) => text.padStart(22);
  const row = (label: string, cell: (run: EngineRun) => string) =>
    console.log(`${label.padEnd(28)}${runs.map((run) => column(cell(run))).join('')}`);
  console.log('');
  console.log(`data set: ${CLIENTS} clients; ${runs[0]?.records ?? 0} records`);
  row('', (run) => run.engine);
  row('import', (run) => `${run.importSeconds.toFixed(1)} s`);
  row('import: CPU of this process', (run) => `${run.importCpuSeconds.toFixed(1)} s`);
  row('COPY (binary)', (run) => `${run.copySeconds.toFixed(1)} s`);
  row('import / COPY (target ≥ 0.4)', (run) => (run.copySeconds / run.importSeconds).toFixed(2));
  row('read from disk (import)', (run) =>
    run.diskReadMb === null ? 'not known' : `${run.diskReadMb.toFixed(0)} MB`,
  );
  row('load at start', (run) => run.loads.start);
  row('load between import, COPY', (run) => run.loads.betweenImportAndCopy);
  row('load after COPY', (run) => run.loads.afterCopy);
  for (const run of runs) {
    console.log(`${run.engine}: seconds by phase (writing n: step n of the merge): ${run.phases.join(', ')}`);
    console.log(`${run.engine}: memory (rss): ${run.memory}`);
  }
  console.log('');
  console.log(`a client's reads, median ms over ${READ_CLIENTS} clients (scale) or the demo's clients`);
  for (const run of runs) {
    console.log(`${run.engine}:`);
    console.log(
      `  ${'call'.padEnd(16)} ${'demo'.padStart(8)} ${'scale'.padStart(8)} ${'scale/demo'.padStart(11)}`,
    );
    for (const [call, demoMs] of Object.entries(run.reads.demo)) {
      const scaleMs = run.reads.scale[call] ?? Number.NaN;
      console.log(
        `  ${call.padEnd(16)} ${demoMs.toFixed(2).padStart(8)} ${scaleMs.toFixed(2).padStart(8)} ${(scaleMs / demoMs).toFixed(2).padStart(11)}`,
      );
    }
  }
}

await main();
