/**
 * `npm run bench:import-daily -- [--clients N] [--engine embedded|server]`: the agency's daily import
 * beside its first (issue 37 item 2: a day with 10 % of the records changed and 5 % of the documents renamed
 * or removed must cost a fraction of the first import). The generated data set of N clients (100,000 by
 * default) is imported whole into a fresh database (the first import); then two days, each changing
 * another tenth of the clients, policies and claims (a mobile number, a premium and a state, a claim's
 * state) and renaming one document in forty and removing another:
 * - day 1 as an export of the whole agency (every record again, the unchanged ones too, the removed
 *   documents marked removed), which the import must find unchanged by their digests;
 * - day 2 as the changes alone.
 * Each import's seconds, its steps and its share of the first; figures with the load, never pass/fail.
 */
import { createReadStream, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DATA_SET_FILES, JsonLines } from '../agency-data/generate/write-data-set.js';
import {
  argument,
  dataSet,
  importsInTurn,
  load,
  type TimedImport,
  warmPageCache,
} from './import-data-set.js';
import { ENGINE_NAMES, type EngineName } from './import-engines.js';

const CLIENTS = Number(argument('clients') ?? 100_000);
const ENGINE = (argument('engine') ?? 'embedded') as EngineName;
if (!ENGINE_NAMES.includes(ENGINE)) throw new Error(`--engine takes embedded or server, not ${ENGINE}`);

type FeedRecord = Record<string, unknown>;

/** What a day does to the n-th record of a file: keeps it, changes it, or (a document) removes it. */
interface Day {
  name: string;
  /** Every record (an export of the whole agency) or only those the day touches. */
  whole: boolean;
  /** Which tenth of the clients, policies and claims changes (n % 10), and which fortieths of the documents. */
  changed: number;
  renamed: number;
  removed: number;
}

/** One record as the day sends it, or null when the day leaves it out. */
function onDay(day: Day, record: FeedRecord, n: number): FeedRecord | null {
  const touched = (() => {
    switch (record.type) {
      case 'client':
        return n % 10 === day.changed ? { ...record, cell: `+39333${String(n).padStart(7, '0')}` } : null;
      case 'dossier':
        return n % 10 === day.changed
          ? {
              ...record,
              premio: Number(record.premio ?? 0) + 1,
              stato: record.stato === 'ATTIVA' ? 'SOSPESA' : 'ATTIVA',
            }
          : null;
      case 'claim':
        return n % 10 === day.changed ? { ...record, operazioni: `Aggiornato il giorno ${day.name}` } : null;
      case 'document':
        if (n % 40 === day.renamed) return { ...record, name: `${String(record.name)} (${day.name})` };
        if (n % 40 === day.removed) return { type: 'document', id: record.id, removed: true };
        return null;
      default:
        return null;
    }
  })();
  return touched ?? (day.whole ? record : null);
}

/**
 * The day's feed, written in a folder of its own beside the data set's documents (a link to its
 * `documents/` folder: the records' paths are relative to the feed), each file with its header line.
 */
async function feedOf(folder: string, day: Day): Promise<{ path: string; records: number }> {
  const feed = mkdtempSync(join(tmpdir(), 'area-clienti-daily-'));
  symlinkSync(join(folder, 'documents'), join(feed, 'documents'));
  let records = 0;
  for (const name of Object.values(DATA_SET_FILES)) {
    const out = new JsonLines(join(feed, name));
    let n = 0;
    const lines = createInterface({ input: createReadStream(join(folder, name)) });
    for await (const line of lines) {
      const record = JSON.parse(line) as FeedRecord;
      if (record.type === 'feed') continue;
      const sent = onDay(day, record, n++);
      if (sent) {
        await out.write(sent);
        records++;
      }
    }
    await out.close();
  }
  return { path: feed, records };
}

async function main() {
  const folder = await dataSet(CLIENTS);
  const days: Day[] = [
    { name: 'day 1, the whole agency exported', whole: true, changed: 3, renamed: 7, removed: 27 },
    { name: 'day 2, the changes alone', whole: false, changed: 5, renamed: 9, removed: 29 },
  ];
  const feeds: { path: string; records: number }[] = [];
  for (const day of days) {
    const feed = await feedOf(folder, day);
    console.log(`${day.name}: ${feed.records} records written to ${feed.path}`);
    feeds.push(feed);
  }
  warmPageCache(folder);
  let runs: TimedImport[];
  try {
    runs = await importsInTurn(ENGINE, 'bench_daily', [
      { label: `the first import of ${CLIENTS} clients`, path: folder },
      ...days.map((day, index) => ({ label: day.name, path: feeds[index]?.path ?? '' })),
    ]);
  } finally {
    for (const feed of feeds) rmSync(feed.path, { recursive: true, force: true });
  }
  const first = runs[0]?.seconds ?? Number.NaN;
  console.log(`\nengine: ${ENGINE}; ${CLIENTS} clients; target: a day a fraction of the first import`);
  console.log(
    `| import | seconds | share of the first | created / updated / removed / unchanged | load after |`,
  );
  console.log('|---|---|---|---|---|');
  for (const run of runs) {
    const kinds = Object.values(run.outcome.summary?.entities ?? {});
    const counts = (['created', 'updated', 'removed', 'unchanged'] as const).map((count) =>
      kinds.reduce((sum, kind) => sum + kind[count], 0),
    );
    console.log(
      `| ${run.label} | ${run.seconds.toFixed(1)} | ${(run.seconds / first).toFixed(2)} | ${counts.join(' / ')} | ${run.loadAfter} |`,
    );
  }
  console.log(`load at the end ${load()}`);
}

await main();
