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
import { type ClientNoticeDeps, queueClientNotices } from '../notices/service.js';
import { type FeedItem, openFeed, readFeedFile } from './feed.js';
import {
  clientsToNotify,
  noteClaimStatusChanges,
  removeRecords,
  rewriteSections,
  upsertRecords,
  writtenCounts,
} from './merge-queries.js';
import { checkRecord, type DocumentFiles, documentFilesOf, recordLabel } from './records.js';
import {
  claimsOfOtherPolicies,
  createStagingTables,
  danglingReferences,
  duplicateIds,
  indexStage,
  type Reference,
  type StagedLine,
  type StageProblem,
  stageBatch,
  tryImportLock,
} from './stage-queries.js';

export interface ImportDeps extends ClientNoticeDeps {
  db: Db;
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
}

/** Records staged per statement, and the most document bytes held at once. */
const BATCH_RECORDS = 500;
const BATCH_BYTES = 16 * 1024 * 1024;

/** Parents are written before their children; removals go children first. */
const WRITE_ORDER: readonly ImportType[] = [
  'branch',
  'repairCentre',
  'client',
  'dossier',
  'claim',
  'document',
];
const REFERENCES: readonly Reference[] = [
  { kind: 'client', column: 'parent_ref', field: 'branch', target: 'branch', table: 'branches' },
  {
    kind: 'dossier',
    column: 'parent_ref',
    field: 'client',
    target: 'client',
    table: 'clients',
    absentWhen: 't.removed_at is not null',
  },
  { kind: 'claim', column: 'parent_ref', field: 'dossier', target: 'dossier', table: 'dossiers' },
  { kind: 'document', column: 'parent_ref', field: 'dossier', target: 'dossier', table: 'dossiers' },
  { kind: 'document', column: 'claim_ref', field: 'claim', target: 'claim', table: 'sinistri' },
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
  { onProgress = () => {} }: ImportOptions = {},
): Promise<ImportOutcome> {
  const feed = 'path' in source ? await openFeed(source.path) : null;
  try {
    return await withUnhurriedDb(deps.db, (db) =>
      db.transaction(async (tx) => {
        if (!(await tryImportLock(tx))) throw new AppError(ErrorCode.IMPORT_BUSY);
        await createStagingTables(tx);
        const problems = new ProblemList();
        const items =
          'records' in source
            ? itemsOfRecords(source.records)
            : itemsOfFiles(feed?.files ?? [], feed?.totalBytes ?? 0, onProgress);
        await stageFeed(tx, items, problems);
        onProgress({ phase: 'checking', done: 0, total: 1 });
        await indexStage(tx);
        for (const found of await checkStage(tx)) problems.addStaged(found);
        if (problems.count > 0) throw new FeedRefused(problems.outcome());
        const summary = await merge(deps, tx, onProgress);
        return { imported: true, summary, problems: [], moreProblems: 0 };
      }),
    );
  } catch (error) {
    if (error instanceof FeedRefused) return error.outcome;
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
    yield { item: { file: 'request', line: index + 1, value }, documentFiles: 'not-allowed' };
  }
}

/** Items checked at once: their document files are read in parallel (libuv's thread pool). */
const CHECKED_TOGETHER = 64;

/**
 * Checks every item and stages the good ones in batches; the bad ones go to `problems`. The database
 * loads one batch while the next is being checked: the two work side by side.
 */
async function stageFeed(tx: Db, items: AsyncIterable<SourcedItem>, problems: ProblemList): Promise<void> {
  let batch: StagedLine[] = [];
  let batchBytes = 0;
  let seq = 0;
  let loading: Promise<void> = Promise.resolve();
  const flush = async () => {
    const full = batch;
    batch = [];
    batchBytes = 0;
    await loading;
    loading = stageBatch(tx, full);
    // A failing load is awaited (and thrown) at the next flush or at the end, never left unhandled.
    loading.catch(() => {});
  };
  const check = async (chunk: SourcedItem[]) => {
    const checked = await Promise.all(
      chunk.map(({ item, documentFiles }) =>
        'unreadable' in item ? null : checkRecord(item.value, documentFiles),
      ),
    );
    for (const [index, { item }] of chunk.entries()) {
      const result = checked[index];
      if ('unreadable' in item || !result) {
        const problem = 'unreadable' in item ? item.unreadable : 'unreadable';
        problems.add({ file: item.file, line: item.line, record: null, field: null, problem });
      } else if (Array.isArray(result)) {
        const record = recordLabel(item.value);
        for (const { field, problem } of result)
          problems.add({ file: item.file, line: item.line, record, field, problem });
      } else {
        batch.push({ ...result, seq: ++seq, file: item.file, line: item.line });
        batchBytes += result.content?.length ?? 0;
        if (batch.length >= BATCH_RECORDS || batchBytes >= BATCH_BYTES) await flush();
      }
    }
  };
  let chunk: SourcedItem[] = [];
  for await (const sourced of items) {
    chunk.push(sourced);
    if (chunk.length >= CHECKED_TOGETHER) {
      await check(chunk);
      chunk = [];
    }
  }
  await check(chunk);
  await flush();
  await loading;
}

/** The problems only the whole feed and the database show: duplicate ids, references to nothing. */
async function checkStage(tx: Db): Promise<StageProblem[]> {
  const found = await duplicateIds(tx, MAX_LISTED_PROBLEMS);
  for (const reference of REFERENCES)
    found.push(...(await danglingReferences(tx, reference, MAX_LISTED_PROBLEMS)));
  found.push(...(await claimsOfOtherPolicies(tx, MAX_LISTED_PROBLEMS)));
  return found;
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

/** A summary as the audit log keeps it: "created/updated/removed/unchanged" per type. */
export function auditCounts(summary: ImportSummary): Record<string, string> {
  return Object.fromEntries(
    IMPORT_TYPES.map((type) => {
      const c = summary.entities[type];
      return [type, `${c.created}/${c.updated}/${c.removed}/${c.unchanged}`];
    }),
  );
}
