import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../runtime/worker-thread.js';
import { pdfInspector } from '../../shared/pdf-thread.js';
import { type CheckedLines, checkLines, type FeedLines } from './check-lines.js';

/** Checks runs of feed lines: in this thread (a small feed) or in worker threads (a large one). */
export interface LineChecker {
  /** How many runs may be waiting for their answer at once. */
  readonly parallel: number;
  check(lines: FeedLines): Promise<CheckedLines>;
  close(): Promise<void>;
}

/**
 * A document's PDF checked on the serving thread is parsed there up to this size (a generated or demo
 * document of a kilobyte or two takes well under a millisecond); a larger one in a thread of its own, so
 * that a small feed of large PDFs does not hold the event loop (a 200 KB PDF takes tens of milliseconds).
 */
const PDF_IN_PLACE_BYTES = 16 * 1024;

/** Small feeds (the demo, a test's records, an admin call) are checked in this thread: no start-up. */
export const inlineChecker: LineChecker = {
  parallel: 1,
  check: (lines) => checkLines(lines, pdfInspector(PDF_IN_PLACE_BYTES)),
  close: async () => {},
};

/**
 * A worker's heap: one run's text and COPY answer (at most 16 Mi characters and one 10 MiB document) fit
 * many times over; without a limit V8 lets each heap grow with the feed before collecting, and four
 * workers took the importing process from 560 MB to 980 MB at 100,000 clients.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

interface Pending {
  resolve(checked: CheckedLines): void;
  reject(error: Error): void;
}

/**
 * `count` worker threads, each sent the next run when it has the fewest waiting: checking a record
 * (its schema, its digest, its PDF read from disk) is most of a large import's JavaScript, and in workers
 * it runs beside the thread that streams COPY to the database.
 */
export function workerChecker(count: number): LineChecker {
  let nextId = 0;
  const workers = Array.from({ length: count }, () => {
    const worker = startWorker(import.meta.url, 'check-worker', { resourceLimits: WORKER_LIMITS });
    const pending = new Map<number, Pending>();
    const failAll = (error: Error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('message', (answer: { id: number; checked?: CheckedLines; failure?: string }) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.checked) waiting?.resolve(answer.checked);
      else waiting?.reject(new Error(`checking the feed failed: ${answer.failure}`));
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`an import worker stopped (exit code ${code})`)));
    return { worker, pending };
  });
  return {
    parallel: count * 2,
    check(lines) {
      const least = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      return new Promise<CheckedLines>((resolve, reject) => {
        least.pending.set(id, { resolve, reject });
        least.worker.postMessage({ id, lines });
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }: { worker: Worker }) => worker.terminate()));
    },
  };
}
