import { contentStateOf, ErrorCode } from '@area-clienti/contract';
import type { Db } from '../db/database.js';
import { AppError, notFound } from './errors.js';

/**
 * The agency's content (login messages, privacy template versions) lives by one lifecycle: written as a
 * draft, published, withdrawn for good (docs/decisions/0047). This is its one copy; each kind of content
 * gives how it locks an item, what an act changes, and how the act is recorded.
 */
export type ContentAct = 'publish' | 'withdraw';

/** What the lifecycle reads of an item: its dates. */
export interface ContentDatesRow {
  publishedAt: Date | null;
  withdrawnAt: Date | null;
}

/** Only a draft is published; a withdrawn item stays withdrawn (a draft withdrawn is discarded). */
export function assertContentAct(act: ContentAct, row: ContentDatesRow): void {
  const state = contentStateOf(row);
  const allowed = act === 'publish' ? state === 'draft' : state !== 'withdrawn';
  if (!allowed) throw new AppError(ErrorCode.CONTENT_STATE);
}

export interface ContentActSteps<Locked extends { row: ContentDatesRow }, Done> {
  /** Loads the item, and whatever the act needs beside it, locked in the act's transaction. */
  lock(tx: Db, id: number): Promise<Locked | undefined>;
  /** The act's own change, once the state allows it; answers what the caller is shown. */
  apply(tx: Db, locked: Locked, act: ContentAct, now: Date): Promise<Done>;
  /** The act's record in the audit log, in the same transaction. */
  record(tx: Db, locked: Locked, done: Done): Promise<void>;
}

/**
 * Publishes or withdraws one item, in one transaction: locked (a missing one is NOT_FOUND), checked
 * against the lifecycle (CONTENT_STATE), changed and recorded, or none of these.
 */
export function runContentAct<Locked extends { row: ContentDatesRow }, Done>(
  db: Db,
  { id, act, now }: { id: number; act: ContentAct; now: Date },
  steps: ContentActSteps<Locked, Done>,
): Promise<Done> {
  return db.transaction(async (tx) => {
    const locked = await steps.lock(tx, id);
    if (!locked) throw notFound();
    assertContentAct(act, locked.row);
    const done = await steps.apply(tx, locked, act, now);
    await steps.record(tx, locked, done);
    return done;
  });
}
