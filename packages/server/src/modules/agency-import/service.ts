import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import {
  ErrorCode,
  IMPORT_TYPES,
  type ImportOutcome,
  type ImportProblem,
  type ImportSummary,
  type ImportType,
  MAX_LISTED_PROBLEMS,
} from '@area-clienti/contract';
import { type Db, withUnhurriedDb } from '../../db/database.js';
import { AppError } from '../../shared/errors.js';
import { type ClientNoticeDeps, queueClientNotices } from '../notices/index.js';
import { settleAgainstFeed } from '../own-data/index.js';
import type { CheckedLines, FeedLines } from './check-lines.js';
import { inlineChecker, type LineChecker, workerChecker } from './checkers.js';
import { type FeedItem, itemOf, openFeed, readFeedFile } from './feed.js';
import {
  clientsToNotify,
  noteClaimStatusChanges,
  removeRecords,
  rewriteSections,
  upsertRecords,
  writtenCounts,
} from './merge-queries.js';
import { type DocumentFiles, documentFilesOf } from './records.js';
import { checkStage } from './stage-checks.js';
import {
  createStagingTables,
  indexStage,
  type StageProblem,
  stageCopy,
  stageFiles,
  tryImportLock,
} from './stage-queries.js';

export interface ImportDeps extends ClientNoticeDeps {
  db: Db;
  /** Told of each import this process runs, as it advances (the server's metrics); none in a tool. */
  importWatch?: ImportWatch;
}

/** Who follows the imports: `begin` once one holds the import lock, then its progress, then `end`. */
export interface ImportWatch {
  begin(): { progress(progress: ImportProgress): void; end(): void };
}

/** A file or folder of the machine (the command line), or the records of an admin API call. */
export type ImportSource = { path: string } | { records: unknown[] };

export interface ImportProgress {
  phase: 'reading' | 'checking' | 'writing';
  /** Bytes read while reading; steps done while writing. */
  done: number;
  total: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  /** Worker threads checking the feed; by default two a core for a large feed, none for a small one. */
  workers?: number;
  /**
   * Cancels the import (Ctrl-C of the command line, the caller of a route gone): nothing is written, the
   * import lock is free again, and `importFeed` rejects with ImportCancelled.
   */
  signal?: AbortSignal;
}

/** The import was cancelled before it committed: nothing of it was written. */
export class ImportCancelled extends Error {
  constructor() {
    super('Import cancelled: nothing was written.');
  }
}

/** Parents are written before their children; removals go children first. */
const WRITE_ORDER: readonly ImportType[] = [
  'branch',
  'repairCentre',
  'client',
  'dossier',
  'claim',
  'document',
];

/** Thrown inside the transaction to roll it back when the feed has problems. */
class FeedRefused extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('feed refused');
  }
}

/**
 * Imports the agency's feed (docs/import.md): every record is checked first and the feed is refused
 * whole, listing every problem, when one is bad; otherwise it is merged in one transaction (all or
 * nothing, also if the process dies) and the clients concerned are told that something new is there.
 */
export async function importFeed(
  deps: ImportDeps,
  source: ImportSource,
  { onProgress: reportProgress = () => {}, workers, signal }: ImportOptions = {},
): Promise<ImportOutcome> {
  // Between two statements (reading and checking files, on any engine) a cancel is noticed here.
  const onProgress = (progress: ImportProgress) => {
    signal?.throwIfAborted();
    reportProgress(progress);
  };
  const feed = 'path' in source ? await openFeed(source.path) : null;
  try {
    return await withUnhurriedDb(
      deps.db,
      (db) =>
        db.transaction(async (tx) => {
          if (!(await tryImportLock(tx))) throw new AppError(ErrorCode.IMPORT_BUSY);
          const watched = deps.importWatch?.begin();
          const report = (progress: ImportProgress) => {
            onProgress(progress);
            watched?.progress(progress);
          };
          try {
            await createStagingTables(tx);
            const problems = new ProblemList();
            const items =
              'records' in source
                ? itemsOfRecords(source.records)
                : itemsOfFiles(feed?.files ?? [], feed?.totalBytes ?? 0, report);
            const checker = checkerFor(source, feed?.totalBytes ?? 0, workers);
            try {
              await stageFeed(tx, items, checker, problems);
            } finally {
              await checker.close();
            }
            report({ phase: 'checking', done: 0, total: 1 });
            await indexStage(tx);
            for (const found of await checkStage(tx)) problems.addStaged(found);
            if (problems.count > 0) throw new FeedRefused(problems.outcome());
            const summary = await merge(deps, tx, report);
            signal?.throwIfAborted();
            return { imported: true, summary, problems: [], moreProblems: 0 };
          } finally {
            watched?.end();
          }
        }),
      { signal },
    );
  } catch (error) {
    if (error instanceof FeedRefused) return error.outcome;
    // Whatever failed once cancelled (the connection ended under a statement) is the cancel.
    if (signal?.aborted) throw new ImportCancelled();
    throw error;
  }
}

interface SourcedItem {
  item: FeedItem;
  documentFiles: DocumentFiles;
}

async function* itemsOfFiles(
  files: string[],
  totalBytes: number,
  onProgress: (progress: ImportProgress) => void,
): AsyncGenerator<SourcedItem> {
  let done = 0;
  for (const file of files) {
    const documentFiles = documentFilesOf(file);
    for await (const item of readFeedFile(file, (bytes) => {
      done += bytes;
      onProgress({ phase: 'reading', done, total: totalBytes });
    })) {
      yield { item: { ...item, file: basename(file) }, documentFiles };
    }
  }
}

async function* itemsOfRecords(records: unknown[]): AsyncGenerator<SourcedItem> {
  for (const [index, value] of records.entries()) {
    yield { item: itemOf('request', index + 1, value), documentFiles: 'not-allowed' };
  }
}

/** A feed this large (its JSON text) is checked in worker threads; a smaller one here, with no start-up. */
const WORKERS_FROM_BYTES = 1024 * 1024;
/** Lines sent to be checked at once, and the most text they hold. */
const RUN_LINES = 200;
const RUN_CHARS = 1024 * 1024;
/** COPY text loaded in one statement. */
const LOAD_CHARS = 8 * 1024 * 1024;

function checkerFor(source: ImportSource, feedBytes: number, workers: number | undefined): LineChecker {
  const count = workers ?? ('path' in source && feedBytes >= WORKERS_FROM_BYTES ? defaultWorkers() : 0);
  return count > 0 ? workerChecker(count) : inlineChecker;
}

/**
 * Two workers a core, at most eight: a worker waits on the disk for each document file, and a million
 * small files read cold took a worker about 100 µs each on the development machine; with twice the
 * cores in workers, the cores keep checking while half of them wait (at 100,000 clients, 4 workers on
 * 2 cores read the documents in 56 s, 2 workers in 125 s).
 */
const defaultWorkers = () => Math.min(8, 2 * availableParallelism());

/** The feed's lines in runs of one file: each run is checked as a whole (check-lines.ts). */
async function* runsOf(items: AsyncIterable<SourcedItem>): AsyncGenerator<FeedLines> {
  let run: FeedLines | null = null;
  let runChars = 0;
  let seq = 0;
  for await (const { item, documentFiles } of items) {
    if (run && (run.file !== item.file || run.lines.length >= RUN_LINES || runChars >= RUN_CHARS)) {
      yield run;
      run = null;
    }
    if (!run) {
      run = { file: item.file, documentFiles, firstSeq: seq + 1, lines: [] };
      runChars = 0;
    }
    const { file: _file, ...line } = item;
    run.lines.push(line);
    runChars += 'text' in item ? item.text.length : 0;
    seq++;
  }
  if (run) yield run;
}

/**
 * Checks every line and stages the good records with COPY; the bad ones go to `problems`, in feed order.
 * Runs are checked ahead (by the workers, side by side) while the database loads what is checked.
 */
async function stageFeed(
  tx: Db,
  items: AsyncIterable<SourcedItem>,
  checker: LineChecker,
  problems: ProblemList,
): Promise<void> {
  let toLoad = new Map<string, string[]>();
  let filesToLoad: Uint8Array[] = [];
  let toLoadChars = 0;
  let loading: Promise<void> = Promise.resolve();
  const load = async () => {
    const texts = [...toLoad].map(([table, list]) => [table, list.join('')] as const);
    const files = filesToLoad;
    toLoad = new Map();
    filesToLoad = [];
    toLoadChars = 0;
    await loading;
    loading = (async () => {
      for (const [table, text] of texts) await stageCopy(tx, table, text);
      await stageFiles(tx, files);
    })();
    // A failing load is awaited (and thrown) at the next load or at the end, never left unhandled.
    loading.catch(() => {});
  };
  const take = async (run: FeedLines, answer: Promise<CheckedLines>) => {
    for (let checked = await answer; ; checked = await checker.check(run)) {
      for (const problem of checked.problems) problems.add(problem);
      for (const [table, text] of Object.entries(checked.copy)) {
        const list = toLoad.get(table) ?? [];
        toLoad.set(table, list);
        list.push(text);
        toLoadChars += text.length;
      }
      if (checked.files) {
        filesToLoad.push(checked.files);
        toLoadChars += checked.files.length;
      }
      if (toLoadChars >= LOAD_CHARS) await load();
      if (checked.consumed === run.lines.length) return;
      // The answer stopped at its size limit: the rest of the run is asked for again, before the next run.
      run = { ...run, firstSeq: run.firstSeq + checked.consumed, lines: run.lines.slice(checked.consumed) };
    }
  };
  const ahead: { run: FeedLines; answer: Promise<CheckedLines> }[] = [];
  for await (const run of runsOf(items)) {
    const answer = checker.check(run);
    // Awaited in turn below; a failure while an earlier run is taken must not go unhandled meanwhile.
    answer.catch(() => {});
    ahead.push({ run, answer });
    if (ahead.length >= checker.parallel) {
      const next = ahead.shift() as (typeof ahead)[number];
      await take(next.run, next.answer);
    }
  }
  for (const next of ahead) await take(next.run, next.answer);
  await load();
  await loading;
}

async function merge(
  deps: ImportDeps,
  tx: Db,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportSummary> {
  const total = WRITE_ORDER.length * 2 + 1;
  let done = 0;
  const step = () => onProgress({ phase: 'writing', done: ++done, total });
  const removed = new Map<ImportType, number>();
  for (const kind of [...WRITE_ORDER].reverse()) {
    removed.set(kind, await removeRecords(tx, kind));
    step();
  }
  await noteClaimStatusChanges(tx);
  for (const kind of WRITE_ORDER) {
    await upsertRecords(tx, kind);
    await rewriteSections(tx, kind);
    step();
  }
  const notices = await queueClientNotices(deps, tx, await clientsToNotify(tx));
  // A client's own change is not overwritten: settled when the feed carries it, else kept pending (0145).
  await settleAgainstFeed(tx);
  step();
  const written = new Map((await writtenCounts(tx)).map((row) => [row.kind, row]));
  const entities = Object.fromEntries(
    IMPORT_TYPES.map((kind) => {
      const counts = written.get(kind);
      const created = counts?.created ?? 0;
      const updated = counts?.updated ?? 0;
      const gone = removed.get(kind) ?? 0;
      // A removal of what is not there (removed by an earlier import) changes nothing either.
      const unchanged = (counts?.staged ?? 0) - created - updated + (counts?.removals ?? 0) - gone;
      return [kind, { created, updated, removed: gone, unchanged }];
    }),
  ) as ImportSummary['entities'];
  return { entities, notices };
}

/** Every problem found, the first MAX_LISTED_PROBLEMS listed in feed order. */
class ProblemList {
  private readonly listed: ImportProblem[] = [];
  count = 0;

  add(problem: ImportProblem) {
    this.count++;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push(problem);
  }

  addStaged(found: StageProblem) {
    this.add({
      file: found.file,
      line: found.line,
      record: `${found.kind} ${found.agency_id}`,
      field: found.field,
      problem: found.problem,
    });
  }

  outcome(): ImportOutcome {
    return {
      imported: false,
      summary: null,
      problems: this.listed,
      moreProblems: this.count - this.listed.length,
    };
  }
}
