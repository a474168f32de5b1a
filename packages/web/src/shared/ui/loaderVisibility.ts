/** SPEC §9: the loader hides 500 ms after the last request ends. */
export const LOADER_HIDE_DELAY_MS = 500;

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * Turns the count of requests in flight into "show the loader": on at once when one starts, off only
 * when none has been running for `hideDelayMs`.
 */
export function createLoaderVisibility(
  onChange: (visible: boolean) => void,
  hideDelayMs: number = LOADER_HIDE_DELAY_MS,
  timers: Timers = globalThis as unknown as Timers,
) {
  let visible = false;
  let pending: unknown = null;
  const set = (value: boolean) => {
    if (value !== visible) {
      visible = value;
      onChange(value);
    }
  };
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending as never);
    pending = null;
  };
  return {
    update(inFlight: number) {
      if (inFlight > 0) {
        cancel();
        set(true);
      } else if (visible && pending === null) {
        pending = timers.setTimeout(() => {
          pending = null;
          set(false);
        }, hideDelayMs);
      }
    },
    dispose: cancel,
    isVisible: () => visible,
  };
}
