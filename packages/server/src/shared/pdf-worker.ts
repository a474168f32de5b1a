import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../runtime/worker-thread.js';
import { inspectPdf } from './pdf-inspect.js';

lowerThisThreadPriority();

/** A thread of its own for one PDF (pdf-thread.ts): parses and inspects it, answers once. */
parentPort?.once('message', async (bytes: Uint8Array) => {
  parentPort?.postMessage(await inspectPdf(bytes));
});
