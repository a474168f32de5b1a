import {
  HISTORY_REASONS,
  IMPORT_TYPES,
  type ImportEntry,
  type ImportOutcome,
  type ImportProblem,
  type ImportSummary,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { auditOfImport } from './audit.js';
import { type ImportHistoryRow, importEntries, importEntry, insertImportEntry } from './history-queries.js';

/** Who records an import in the audit log: the accounts' service (users.record). */
export interface ImportAuditor {
  record(actor: string, action: string, target: string, detail?: Record<string, string>): Promise<void>;
}

export interface HistoryDeps {
  db: Db;
  clock: Clock;
  users: ImportAuditor;
}

/** An import about to run: who, from what, since when (the clock's, and a monotonic start for its duration). */
export interface ImportRun {
  actor: string;
  /** What the audit log names as the act's target: the path read, 'admin API', 'console'. */
  target: string;
  file: string;
  bytes: number;
  startedAt: Date;
  startedMs: number;
}

export function startRun(clock: Clock, run: Omit<ImportRun, 'startedAt' | 'startedMs'>): ImportRun {
  return { ...run, startedAt: clock.now(), startedMs: performance.now() };
}

/**
 * An import that ended, written or refused, in the audit log and in the history (docs/decisions/0102):
 * the id of its history entry. A cancelled or failed import never gets here: nothing of it was written.
 */
export async function recordImport(deps: HistoryDeps, run: ImportRun, outcome: ImportOutcome) {
  const audit = auditOfImport(outcome);
  await deps.users.record(run.actor, audit.action, run.target, { file: run.file, ...audit.detail });
  return insertImportEntry(deps.db, {
    actor: run.actor,
    startedAt: run.startedAt,
    durationMs: Math.max(0, Math.round(performance.now() - run.startedMs)),
    fileName: run.file,
    bytes: run.bytes,
    imported: outcome.imported,
    summary: outcome.summary,
    problemCount: outcome.problems.length + outcome.moreProblems,
    problems: outcome.problems,
  });
}

/** A page of the history is this long. */
export const HISTORY_PAGE = 20;

/** The history, newest first, a page at a time after the previous page's `next`. */
export async function importHistoryPage(db: Db, after: string | undefined) {
  const rows = await importEntries(db, after ? Number(after) : null, HISTORY_PAGE + 1);
  const page = rows.slice(0, HISTORY_PAGE);
  const last = page.at(-1);
  return {
    imports: page.map(entryOf),
    next: rows.length > HISTORY_PAGE && last ? String(last.id) : null,
  };
}

function entryOf(row: ImportHistoryRow): ImportEntry {
  return {
    importId: String(row.id),
    by: row.actor,
    startedAt: row.startedAt.toISOString(),
    durationMs: row.durationMs,
    file: row.fileName,
    bytes: row.bytes,
    imported: row.imported,
    summary: row.summary && inOrder(row.summary),
    problemCount: row.problemCount,
    reasons: row.problems.slice(0, HISTORY_REASONS),
  };
}

/**
 * A summary as stored (jsonb orders an object's keys its own way) in the contract's order: the reply's
 * compiled serializer writes the keys in that order (http/reply-serializer.ts).
 */
function inOrder(summary: ImportSummary): ImportSummary {
  const entities = Object.fromEntries(
    IMPORT_TYPES.map((type) => {
      const { created, updated, removed, unchanged } = summary.entities[type];
      return [type, { created, updated, removed, unchanged }];
    }),
  ) as ImportSummary['entities'];
  return { entities, notices: summary.notices };
}

/** A refused import's problems, or none for a written one; null when there is no such import. */
export async function reportOf(db: Db, importId: string): Promise<{ file: string; csv: string } | null> {
  const row = await importEntry(db, Number(importId));
  if (!row) return null;
  const lines = [['file', 'line', 'field', 'why'], ...row.problems.map(csvRow)];
  if (row.problemCount > row.problems.length)
    lines.push(['', '', '', `… e altri ${row.problemCount - row.problems.length} problemi non elencati`]);
  // CRLF and a BOM: what spreadsheet programs read as UTF-8 CSV (RFC 4180).
  return {
    file: `segnalazioni-import-${row.id}.csv`,
    csv: `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`,
  };
}

function csvRow(problem: ImportProblem): string[] {
  return [
    problem.file,
    problem.line === null ? '' : String(problem.line),
    problem.field ?? '',
    problem.record ? `${problem.record}: ${problem.problem}` : problem.problem,
  ];
}

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; and a cell a spreadsheet would
 * run as a formula (= + - @ at its start) is prefixed with a quote mark (OWASP's CSV injection advice).
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
