/** How much work may run at once: in all, and for any one caller. */
export interface TurnLimits {
  atOnce: number;
  perCaller: number;
}

/** One caller's work: how much of it runs, and what waits, in the order it came. */
interface Caller {
  running: number;
  waiting: Array<() => void>;
}

/**
 * At most `atOnce` pieces of work at once, and at most `perCaller` of any one caller's; the rest wait.
 * When a turn frees, the callers that wait are served in rotation, one piece each, so that one caller's
 * twenty pieces queued first never hold back another's first: a caller waits for at most one piece of
 * every other caller's, whatever they sent. A caller's own pieces keep their order. A piece that fails
 * gives its turn back as one that succeeds.
 */
export class FairTurns<Key> {
  private running = 0;
  private waitingCount = 0;
  private readonly callers = new Map<Key, Caller>();
  /** The callers with work waiting, the next to be served first. */
  private readonly rotation: Key[] = [];

  constructor(private readonly limits: TurnLimits) {}

  /** The pieces running now and those waiting their turn (the server's metrics show them). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  async run<T>(caller: Key, work: () => Promise<T>): Promise<T> {
    const own = this.callerOf(caller);
    if (own.waiting.length === 0 && this.mayStart(own)) this.start(own);
    else await this.queue(caller, own);
    try {
      return await work();
    } finally {
      own.running--;
      this.running--;
      this.serveNext();
      if (own.running === 0 && own.waiting.length === 0) this.callers.delete(caller);
    }
  }

  private callerOf(key: Key): Caller {
    let caller = this.callers.get(key);
    if (!caller) {
      caller = { running: 0, waiting: [] };
      this.callers.set(key, caller);
    }
    return caller;
  }

  private mayStart(caller: Caller) {
    return this.running < this.limits.atOnce && caller.running < this.limits.perCaller;
  }

  private start(caller: Caller) {
    caller.running++;
    this.running++;
  }

  /** Waits until `serveNext` hands this caller a turn (counted as started by then). */
  private queue(key: Key, caller: Caller): Promise<void> {
    return new Promise<void>((resolve) => {
      caller.waiting.push(resolve);
      this.waitingCount++;
      if (caller.waiting.length === 1) this.rotation.push(key);
    });
  }

  /** Hands the free turns to the waiting callers in rotation, skipping those at their own limit. */
  private serveNext() {
    let looked = 0;
    while (this.running < this.limits.atOnce && looked < this.rotation.length) {
      const key = this.rotation.shift() as Key;
      const caller = this.callers.get(key) as Caller;
      if (caller.running >= this.limits.perCaller) {
        // At its own limit: it keeps its place in the rotation, after the others.
        this.rotation.push(key);
        looked++;
        continue;
      }
      const next = caller.waiting.shift() as () => void;
      this.waitingCount--;
      this.start(caller);
      // Served: to the end of the rotation if more of its work waits.
      if (caller.waiting.length > 0) this.rotation.push(key);
      looked = 0;
      next();
    }
  }
}
