import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { inspectPdf } from './pdf-inspect.js';

// At the lowest priority, as the import's checking threads (decisions/0081): the event loop comes first.
if (process.platform === 'linux') {
  try {
    setPriority(0, constants.priority.PRIORITY_LOW);
  } catch {
    // A container without the right to change it: the thread works at the priority it has.
  }
}

/** A thread of its own for one PDF (check-pdf.ts): parses and inspects it, answers once. */
parentPort?.once('message', async (bytes: Uint8Array) => {
  parentPort?.postMessage(await inspectPdf(bytes));
});
