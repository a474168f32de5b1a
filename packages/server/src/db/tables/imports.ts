/**
 * The history of the agency's imports (issue 21 item 4, docs/decisions/0102): each feed written or refused,
 * by whom, when, from which file, how long it took, what it did, and the problems of a refused one (its
 * report). Owned by agency-import; a cancelled import (nothing written) leaves no row.
 */
import type { FeedProgress, ImportProblem, ImportSummary } from '@area-clienti/contract';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const importHistory = pgTable('import_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The user code of the Superuser (the console, the admin API) or `cli:<system user>`. */
  actor: text('actor').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  /** The file's name as uploaded (`request` for the admin API's records). */
  fileName: text('file_name').notNull(),
  /** The file's (or the folder's feed files') size; 0 for the admin API's records, which are no file. */
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  imported: boolean('imported').notNull(),
  /** Created, updated, removed, unchanged per type, and the notices queued; null when refused. */
  summary: jsonb('summary').$type<ImportSummary>(),
  /** Every problem found, the first MAX_LISTED_PROBLEMS of them listed in `problems`. */
  problemCount: integer('problem_count').notNull(),
  problems: jsonb('problems').$type<ImportProblem[]>().notNull(),
});

/**
 * How far each feed uploaded from the console is, while its call works (docs/decisions/0102): in the
 * database, not one instance's memory, so the browser's poll reads it whatever instance answers. Written
 * at most every ~250 ms per import, removed when the upload call ends; a row left by an instance that
 * stopped mid-import is removed by the next upload. Owned by agency-import.
 */
export const feedProgress = pgTable('feed_progress', {
  /** The UUID the browser made for its upload. */
  progressKey: uuid('progress_key').primaryKey(),
  /** The user code of the Superuser uploading: another one reads nothing under this key. */
  owner: text('owner').notNull(),
  phase: text('phase').$type<FeedProgress['phase']>().notNull(),
  done: bigint('done', { mode: 'number' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  /** The database's time of the last write: rows of an import no instance follows any more grow old. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
