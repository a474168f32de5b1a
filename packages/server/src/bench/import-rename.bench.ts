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
import { createInterface } from 'node:readline';
import type { ImportType } from '@area-clienti/contract';
import { DATA_SET_FILES } from '../agency-data/generate/write-data-set.js';
import { argument, dataSet, importsInTurn, type TimedImport, warmPageCache } from './import-data-set.js';
import { ENGINE_NAMES, type EngineName } from './import-engines.js';

const CLIENTS = Number(argument('clients') ?? 20_000);
const DOCUMENTS = Number(argument('documents') ?? 60_000);
const ENGINE = (argument('engine') ?? 'embedded') as EngineName;
if (!ENGINE_NAMES.includes(ENGINE)) throw new Error(`--engine takes embedded or server, not ${ENGINE}`);

/** The data set's document records, `count` of them from the `skip`-th, as parsed JSON. */
async function documentRecords(folder: string, skip: number, count: number) {
  const records: Record<string, unknown>[] = [];
  let seen = 0;
  const lines = createInterface({ input: createReadStream(join(folder, DATA_SET_FILES.document)) });
  for await (const line of lines) {
    // The file's header line (decisions/0156) is not a document.
    if (line.trim() === '' || line.startsWith('{"type":"feed"') || seen++ < skip) continue;
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
  let runs: TimedImport[];
  try {
    runs = await importsInTurn(ENGINE, 'bench_rename', [
      { label: `the data set of ${CLIENTS} clients (baseline)`, path: folder },
      { label: `${DOCUMENTS} documents renamed`, path: feeds[0] as string },
      { label: `${DOCUMENTS} documents removed and added again`, path: feeds[1] as string },
    ]);
  } finally {
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
