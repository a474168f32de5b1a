/*
 * When the session ends if nothing more is done, as the server last told it (`Session-Idle-Seconds` on
 * every call with a session, or another tab of the same session), and what the page shows for it: a
 * warning with "Resta collegato" in the last minute (issue 20, docs/decisions/0089).
 */

/** The warning shows this long before the session ends. */
export const IDLE_WARNING_SECONDS = 60;

export function createIdleClock() {
  let endsAt: number | null = null;
  const listeners = new Set<() => void>();
  return {
    endsAt: () => endsAt,
    /** A later end replaces an earlier one (any call renews the session); null forgets it. */
    set(at: number | null) {
      const next = at === null || endsAt === null ? at : Math.max(at, endsAt);
      if (next === endsAt) return;
      endsAt = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type IdleClock = ReturnType<typeof createIdleClock>;

export type IdlePhase =
  /** Nothing to show; look again in `recheckMs`. */
  | { kind: 'quiet'; recheckMs: number }
  /** The last minute: the warning, counting down. */
  | { kind: 'warning'; secondsLeft: number }
  /** The session has ended. */
  | { kind: 'expired' };

/** What to show at `now` for a session that ends at `endsAt` (epoch ms), if it is known. */
export function idlePhase(endsAt: number | null, now: number): IdlePhase {
  if (endsAt === null) return { kind: 'quiet', recheckMs: Number.POSITIVE_INFINITY };
  const left = endsAt - now;
  if (left <= 0) return { kind: 'expired' };
  if (left <= IDLE_WARNING_SECONDS * 1000) return { kind: 'warning', secondsLeft: Math.ceil(left / 1000) };
  return { kind: 'quiet', recheckMs: left - IDLE_WARNING_SECONDS * 1000 };
}
