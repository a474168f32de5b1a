/**
 * `npm run bench:import-instalments -- [--clients N] [--engine embedded|server]`: the agency's import when
 * its policies' instalments change (issue 36, decisions/0152). The generated data set of N clients (2,000 by
 * default) is imported whole into a fresh database, the baseline; then a feed of every policy again, each
 * with its newest instalment changed (its state turned) and a new one added, so that every policy's
 * movimenti are merged; then the same feed again, which changes nothing. Each import's seconds by step and
 * the load beside them; figures, never pass/fail (docs/import.md).
 */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { DATA_SET_FILES } from '../agency-data/generate/write-data-set.js';
import { testConfig } from '../config.js';
import { type Db, openPostgres } from '../db/database.js';
import { importFeed } from '../modules/agency-import/index.js';
import {
  argument,
  benchDatabaseNames,
  dataSet,
  load,
  MERGE_STEPS,
  SERVER_URL,
  warmPageCache,
} from './import-data-set.js';
import { ENGINE_NAMES, type EngineName, embeddedEngine, serverEngine } from './import-engines.js';

const CLIENTS = Number(argument('clients') ?? 2_000);
const ENGINE = (argument('engine') ?? 'embedded') as EngineName;
if (!ENGINE_NAMES.includes(ENGINE)) throw new Error(`--engine takes embedded or server, not ${ENGINE}`);

/** The merge's steps as the import reports them, the feed's reading before the first. */
const STEPS = ['feed read and checked, documents removed', ...MERGE_STEPS.slice(1)];

interface Movimento {
  titolo: string;
  stato: string;
  dataScadenza?: string;
  premio?: number;
}

async function timedImport(db: Db, label: string, path: string) {
  const deps = { db, deliveries: { email: async () => {}, sms: async () => {} }, config: testConfig() };
  console.log(`\n${label}: load average at the start ${load()}`);
  const started = performance.now();
  const steps: string[] = [];
  let lastAt = started;
  let lastDone = 0;
  const outcome = await importFeed(
    deps,
    { path },
    {
      onProgress: ({ phase, done }) => {
        if (phase !== 'writing' || done === lastDone) return;
        const now = performance.now();
        const name = STEPS[done - 1] ?? `step ${done}`;
        if (now - lastAt >= 100) steps.push(`${name} ${((now - lastAt) / 1000).toFixed(1)}`);
        lastAt = now;
        lastDone = done;
      },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (!outcome.summary)
    throw new Error(`${label} was refused: ${JSON.stringify(outcome.problems.slice(0, 5))}`);
  const policies = outcome.summary.entities.dossier;
  console.log(`${label}: ${seconds.toFixed(1)} s; writing steps (s): ${steps.join(', ')}`);
  console.log(`${label}: policies ${JSON.stringify(policies)}; load after ${load()}`);
  return { label, seconds, policies: policies.created + policies.updated, loadAfter: load() };
}

/** Every policy of the data set with its newest instalment's state turned and a new instalment added. */
async function changedPolicies(folder: string): Promise<string> {
  const feed = mkdtempSync(join(tmpdir(), 'area-clienti-instalments-'));
  const lines: string[] = [];
  const input = createInterface({ input: createReadStream(join(folder, DATA_SET_FILES.dossier)) });
  for await (const line of input) {
    if (line.trim() === '') continue;
    const policy = JSON.parse(line) as { movimenti?: Movimento[] };
    const [newest, ...rest] = policy.movimenti ?? [];
    const turned = newest ? [{ ...newest, stato: newest.stato === 'Pagato' ? 'Da pagare' : 'Pagato' }] : [];
    const added = {
      titolo: 'Rata aggiunta dal banco di prova',
      stato: 'Da pagare',
      dataScadenza: '2027-01-31',
    };
    lines.push(`${JSON.stringify({ ...policy, movimenti: [added, ...turned, ...rest] })}\n`);
  }
  writeFileSync(join(feed, 'dossiers.jsonl'), lines.join(''));
  return feed;
}

async function main() {
  const folder = await dataSet(CLIENTS);
  warmPageCache(folder);
  const changed = await changedPolicies(folder);
  const names = benchDatabaseNames('bench_instalments');
  const engine =
    ENGINE === 'server' ? serverEngine(SERVER_URL, names) : await embeddedEngine(tmpdir(), names);
  const runs: Awaited<ReturnType<typeof timedImport>>[] = [];
  try {
    const database = openPostgres(await engine.fresh('import'));
    try {
      runs.push(await timedImport(database.db, `the data set of ${CLIENTS} clients (baseline)`, folder));
      runs.push(await timedImport(database.db, 'every policy with instalments changed', changed));
      runs.push(await timedImport(database.db, 'the same feed again (nothing changes)', changed));
    } finally {
      await database.close();
    }
  } finally {
    await engine.close();
    rmSync(changed, { recursive: true, force: true });
  }
  console.log(`\nengine: ${ENGINE}; ${CLIENTS} clients`);
  console.log(`${'import'.padEnd(44)}${'seconds'.padStart(9)}${'policies'.padStart(10)}  load after`);
  for (const run of runs) {
    console.log(
      `${run.label.padEnd(44)}${run.seconds.toFixed(1).padStart(9)}${String(run.policies).padStart(10)}  ${run.loadAfter}`,
    );
  }
}

await main();
