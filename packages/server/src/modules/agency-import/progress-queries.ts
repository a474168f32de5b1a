import type { FeedProgress } from '@area-clienti/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { feedProgress } from '../../db/schema.js';

/**
 * The progress of the console's uploads (decisions/0102), in the database so that every instance reads
 * it. Each statement names the owner: a key another Superuser chose is neither taken over nor read.
 */

/** Writes how far the owner's upload is; a key already held by another owner is left as it is. */
export async function writeProgress(
  db: Db,
  key: string,
  owner: string,
  progress: FeedProgress,
): Promise<void> {
  const values = { phase: progress.phase, done: progress.done, total: progress.total, updatedAt: sql`now()` };
  await db
    .insert(feedProgress)
    .values({ progressKey: key, owner, ...values })
    .onConflictDoUpdate({
      target: feedProgress.progressKey,
      set: values,
      setWhere: eq(feedProgress.owner, owner),
    });
}

/** The owner's progress under this key, or null (none, or another owner's). */
export async function readProgress(db: Db, key: string, owner: string): Promise<FeedProgress | null> {
  const [row] = await db
    .select({ phase: feedProgress.phase, done: feedProgress.done, total: feedProgress.total })
    .from(feedProgress)
    .where(and(eq(feedProgress.progressKey, key), eq(feedProgress.owner, owner)));
  return row ?? null;
}

/** Forgets the owner's progress under this key: its upload call has ended. */
export async function removeProgress(db: Db, key: string, owner: string): Promise<void> {
  await db.delete(feedProgress).where(and(eq(feedProgress.progressKey, key), eq(feedProgress.owner, owner)));
}

/** Removes the rows no write has touched for `seconds`: an instance stopped in the middle of their import. */
export async function removeAbandonedProgress(db: Db, seconds: number): Promise<void> {
  await db
    .delete(feedProgress)
    .where(lt(feedProgress.updatedAt, sql`now() - make_interval(secs => ${seconds})`));
}
