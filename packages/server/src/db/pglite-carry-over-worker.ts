import { parentPort, workerData } from 'node:worker_threads';
import { type CarryOverMessage, carryOverInThisThread } from './pglite-carry-over.js';

/**
 * The carry-over of an old PGlite folder, in a worker thread that ends after it (pglite-carry-over.ts):
 * PGlite's WebAssembly memory goes with the thread. Log lines and the outcome go back as messages.
 */
const { pgliteDir, targetUrl } = workerData as { pgliteDir: string; targetUrl: string };
const tell = (message: CarryOverMessage) => parentPort?.postMessage(message);
try {
  tell({ done: await carryOverInThisThread({ pgliteDir, targetUrl, log: (line) => tell({ log: line }) }) });
} catch (error) {
  tell({ failed: error instanceof Error ? error.message : String(error) });
}
