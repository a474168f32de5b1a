/**
 * Resolves in a later task of the event loop, so that the work after it does not lengthen the task running
 * now (a phone's long tasks are what Lighthouse's blocking time counts, issue 20): the browser's
 * `scheduler.yield()` where it has one, a message to itself otherwise — never a timer, which a background
 * tab delays by up to a second.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
