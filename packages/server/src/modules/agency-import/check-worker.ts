import { parentPort } from 'node:worker_threads';
import { checkLines, type FeedLines } from './check-lines.js';

/** A worker thread of a large import: checks the runs of lines it is sent (checkers.ts). */
parentPort?.on('message', ({ id, lines }: { id: number; lines: FeedLines }) => {
  try {
    parentPort?.postMessage({ id, checked: checkLines(lines) });
  } catch (error) {
    parentPort?.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
});
