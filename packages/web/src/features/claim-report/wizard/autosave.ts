/**
 * The draft's saving as the client goes (issue 22 §5): a change waits `delayMs` of quiet before it is sent,
 * a step change sends at once (`flush`), and one save runs at a time: what changed during a save is sent after
 * it, with the version the server answered. No timer or network here: `save` is given, `schedule` too, so that
 * a test drives it.
 */
export interface AutosaveOptions<T> {
  delayMs: number;
  /** Sends `data` made from `version`; answers the new version. */
  save: (data: T, version: number) => Promise<number>;
  schedule: (run: () => void, ms: number) => () => void;
  onState: (state: AutosaveState) => void;
}

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; error: unknown };

export interface Autosave<T> {
  change: (data: T) => void;
  /** Sends what is waiting now; resolves once the draft on the server holds it. */
  flush: () => Promise<void>;
  version: () => number;
  cancel: () => void;
}

export function createAutosave<T>(initialVersion: number, options: AutosaveOptions<T>): Autosave<T> {
  let version = initialVersion;
  let waiting: T | undefined;
  let hasWaiting = false;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const stopTimer = () => {
    cancelTimer?.();
    cancelTimer = null;
  };

  const run = async (): Promise<void> => {
    stopTimer();
    if (running) {
      await running;
      return hasWaiting ? run() : undefined;
    }
    if (!hasWaiting || stopped) return;
    const data = waiting as T;
    hasWaiting = false;
    options.onState({ kind: 'saving' });
    running = (async () => {
      try {
        version = await options.save(data, version);
        if (!hasWaiting) options.onState({ kind: 'saved' });
      } catch (error) {
        if (!hasWaiting) {
          waiting = data;
          hasWaiting = true;
        }
        options.onState({ kind: 'failed', error });
        throw error;
      } finally {
        running = null;
      }
    })();
    await running;
    if (hasWaiting) return run();
  };

  return {
    change(data) {
      if (stopped) return;
      waiting = data;
      hasWaiting = true;
      options.onState({ kind: 'pending' });
      stopTimer();
      cancelTimer = options.schedule(() => {
        cancelTimer = null;
        run().catch(() => {});
      }, options.delayMs);
    },
    flush: () => run(),
    version: () => version,
    cancel() {
      stopped = true;
      stopTimer();
    },
  };
}
