/**
 * `npm run bench:import-rename -- [--clients N] [--documents M] [--engine embedded|server]`: the agency's
 * daily import when it renames documents (issue 33). The generated data set of N clients (20,000 by
 * default) is imported whole into a fresh database, the baseline; then a feed renaming M of its documents
 * (60,000 by default: each sent again under a new name, so each gets a new stored file and its old one is
 * deleted); then a feed removing M others and adding them again under new ids (a renaming as some core
 * systems send it). Each import's seconds, the seconds per document and the load beside them; figures,
 * never pass/fail (docs/performance.md).
 */
import { createReadStream, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { ImportOutcome, ImportType } from '@area-clienti/contract';
import { DATA_SET_FILES } from '../agency-data/generate/write-data-set.js';
import { testConfig } from '../config.js';
import { type Db, openPostgres } from '../db/database.js';
import { importFeed } from '../modules/agency-import/index.js';
import { argument, benchDatabaseNames, dataSet, load, SERVER_URL, warmPageCache } from './import-data-set.js';
import { ENGINE_NAMES, type EngineName, embeddedEngine, serverEngine } from './import-engines.js';

const CLIENTS = Number(argument('clients') ?? 20_000);
const DOCUMENTS = Number(argument('documents') ?? 60_000);
const ENGINE = (argument('engine') ?? 'embedded') as EngineName;
if (!ENGINE_NAMES.includes(ENGINE)) throw new Error(`--engine takes embedded or server, not ${ENGINE}`);

/** One timed import: its seconds, the seconds of each phase and writing step, what it did. */
interface TimedImport {
  label: string;
  seconds: number;
  phases: string[];
  outcome: ImportOutcome;
  loadAfter: string;
}

/**
 * The merge's steps as the import reports them (service.ts: removals children first, then the upserts
 * parents first, then the notices), named for the bench's output.
 */
const STEPS = [
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

async function timedImport(db: Db, label: string, path: string): Promise<TimedImport> {
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
              ? `checked against the database, ${STEPS[0]}`
              : (STEPS[done - 1] ?? `step ${done}`);
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

/** The data set's document records, `count` of them from the `skip`-th, as parsed JSON. */
async function documentRecords(folder: string, skip: number, count: number) {
  const records: Record<string, unknown>[] = [];
  let seen = 0;
  const lines = createInterface({ input: createReadStream(join(folder, DATA_SET_FILES.document)) });
  for await (const line of lines) {
    if (line.trim() === '' || seen++ < skip) continue;
    records.push(JSON.parse(line) as Record<string, unknown>);
    if (records.length === count) break;
  }
  lines.close();
  if (records.length < count) throw new Error(`the data set has fewer than ${skip + count} documents`);
  return records;
}

/**
 * A feed of `records` written in a folder of its own beside the data set's documents (a link to its
 * `documents/` folder: the paths of the records are relative to the feed file, as the agency sends them).
 */
function feedOf(folder: string, records: object[]): string {
  const feed = mkdtempSync(join(tmpdir(), 'area-clienti-rename-'));
  symlinkSync(join(folder, 'documents'), join(feed, 'documents'));
  writeFileSync(
    join(feed, 'documents.jsonl'),
    records.map((record) => `${JSON.stringify(record)}\n`).join(''),
  );
  return feed;
}

async function main() {
  const folder = await dataSet(CLIENTS);
  warmPageCache(folder);
  const renamed = (await documentRecords(folder, 0, DOCUMENTS)).map((record) => ({
    ...record,
    name: `${String(record.name)} (aggiornato)`,
  }));
  const moved = await documentRecords(folder, DOCUMENTS, DOCUMENTS);
  const removedAndAdded = [
    ...moved.map((record) => ({ type: 'document', id: record.id, removed: true })),
    ...moved.map((record) => ({ ...record, id: `${String(record.id)}-R` })),
  ];
  const feeds = [feedOf(folder, renamed), feedOf(folder, removedAndAdded)];
  const names = benchDatabaseNames('bench_rename');
  const engine =
    ENGINE === 'server' ? serverEngine(SERVER_URL, names) : await embeddedEngine(tmpdir(), names);
  const runs: TimedImport[] = [];
  try {
    const database = openPostgres(await engine.fresh('import'));
    try {
      runs.push(await timedImport(database.db, `the data set of ${CLIENTS} clients (baseline)`, folder));
      runs.push(await timedImport(database.db, `${DOCUMENTS} documents renamed`, feeds[0] as string));
      runs.push(
        await timedImport(database.db, `${DOCUMENTS} documents removed and added again`, feeds[1] as string),
      );
    } finally {
      await database.close();
    }
  } finally {
    await engine.close();
    for (const feed of feeds) rmSync(feed, { recursive: true, force: true });
  }
  report(runs);
}

function report(runs: TimedImport[]) {
  const written = (run: TimedImport, kind: ImportType) => {
    const counts = run.outcome.summary?.entities[kind];
    return counts ? counts.created + counts.updated + counts.removed : 0;
  };
  console.log(`\nengine: ${ENGINE}; ${CLIENTS} clients; target for ${DOCUMENTS} documents renamed: ≤ 120 s`);
  console.log(
    `${'import'.padEnd(48)}${'seconds'.padStart(9)}${'records'.padStart(11)}${'ms each'.padStart(9)}  load after`,
  );
  for (const run of runs) {
    const documents = written(run, 'document');
    console.log(
      `${run.label.padEnd(48)}${run.seconds.toFixed(1).padStart(9)}${String(documents).padStart(11)}${((1000 * run.seconds) / documents).toFixed(2).padStart(9)}  ${run.loadAfter}`,
    );
  }
}

await main();
