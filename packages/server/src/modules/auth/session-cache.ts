import { performance } from 'node:perf_hooks';

/**
 * An instance's memory of the sessions it resolved, so that a call resolves its session without a round
 * trip while the entry is fresh (decisions/0075). Trusted only while the database's notifications are
 * heard: any change to a session, its user or the user's roles clears the user's entries on every
 * instance (`forgetUser`, from LISTEN), and a change this process commits clears them all here at once
 * (`clear`), before its reply leaves. While the notifications are not heard, nothing is kept.
 *
 * A read that a change overtakes is not kept: each read takes the generation first and keeps its row only
 * if no change was told in between (the row might predate the change).
 */
export class SessionCache<Row extends { userId: number }> {
  private readonly entries = new Map<string, { row: Row; until: number }>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The row kept for `key`, while fresh and the notifications are heard. */
  get(key: string): Row | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.row;
  }

  /** Taken before reading a row from the database, handed back to `keep`. */
  readStarts(): number {
    return this.generation;
  }

  /** Keeps a row read from the database, unless a change was told since its read started. */
  keep(key: string, row: Row, readStarted: number): void {
    if (!this.listening || readStarted !== this.generation) return;
    // The oldest entry makes room: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { row, until: performance.now() + this.ttlMs });
  }

  /** Updates a kept row in place (its last-seen time once written), without making it fresher. */
  update(key: string, change: Partial<Row>): void {
    const entry = this.entries.get(key);
    if (entry) entry.row = { ...entry.row, ...change };
  }

  /** Something of this user changed: their sessions are read again. */
  forgetUser(userId: number): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.row.userId === userId) this.entries.delete(key);
  }

  /** Anything may have changed: every session is read again. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Whether the notifications are heard; either way what was kept may have missed one. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
