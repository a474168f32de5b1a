import type { FeedProgress } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { readProgress, removeAbandonedProgress, removeProgress, writeProgress } from './progress-queries.js';

/** An upload's progress is written at most this often (the browser asks every 400 ms). */
export const PROGRESS_WRITE_MS = 250;
/**
 * A row no write has touched for this long belongs to an import no instance follows any more (it stopped
 * mid-import): the next upload removes it. A live import slower than this between two steps only loses
 * its row until its next write puts it back.
 */
export const ABANDONED_PROGRESS_SECONDS = 60 * 60;

export interface FollowedUpload {
  /** The upload's latest progress: kept, and written when PROGRESS_WRITE_MS have passed since the last write. */
  set(progress: FeedProgress): void;
  /** The upload call has ended: nothing more is written and its row is removed (awaited before replying). */
  end(): Promise<void>;
}

/**
 * How far each upload under way is, by the key its browser chose (decisions/0102), kept in PostgreSQL so
 * that the browser's poll reads it whatever instance answers. A failed write of the progress is told to
 * `warn` and never fails the import: the bar only waits for the next one.
 */
export class FeedProgressBoard {
  constructor(
    private readonly db: Db,
    private readonly warn: (error: unknown) => void,
  ) {}

  /** Follows one upload of `owner`; a key already followed for another owner is not taken over. */
  follow(key: string, owner: string): FollowedUpload {
    const { db, warn } = this;
    let latest: FeedProgress | null = null;
    let lastWrite = Number.NEGATIVE_INFINITY;
    let timer: NodeJS.Timeout | undefined;
    let busy = false;
    let ended = false;
    // One statement at a time, in order: the first is the sweep of abandoned rows, the last the removal.
    let writing: Promise<void> = removeAbandonedProgress(db, ABANDONED_PROGRESS_SECONDS).catch(warn);

    const write = () => {
      timer = undefined;
      const progress = latest;
      if (ended || !progress) return;
      latest = null;
      busy = true;
      lastWrite = performance.now();
      writing = writing
        .then(() => writeProgress(db, key, owner, progress))
        .catch(warn)
        .finally(() => {
          busy = false;
          // What came while the statement ran waits for its turn: never more than one write under way.
          if (latest) schedule();
        });
    };
    const schedule = () => {
      if (timer || busy || ended) return;
      const wait = lastWrite + PROGRESS_WRITE_MS - performance.now();
      if (wait <= 0) write();
      else timer = setTimeout(write, wait);
    };

    return {
      set(progress) {
        latest = progress;
        schedule();
      },
      async end() {
        ended = true;
        clearTimeout(timer);
        await writing;
        await removeProgress(db, key, owner).catch(warn);
      },
    };
  }

  /** The progress of the caller's own upload with this key; null for none (not begun, ended, another's). */
  read(key: string, owner: string): Promise<FeedProgress | null> {
    return readProgress(this.db, key, owner);
  }
}
