import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { pdfInspector } from '../../shared/pdf-thread.js';
import { checkLines, type FeedLines } from './check-lines.js';

/**
 * The checking threads take the CPU that nothing else wants: inside a serving process they share its
 * cores with the event loop, which must keep answering (/healthz p99 ≤ 30 ms while an import runs,
 * issue 19; decisions/0081). At the lowest priority they still get every idle cycle, so an import with
 * the machine to itself runs as fast as before. Linux sets a priority per thread (0 = this thread);
 * elsewhere the same call would lower the whole process, so it is left there.
 */
if (process.platform === 'linux') {
  try {
    setPriority(0, constants.priority.PRIORITY_LOW);
  } catch {
    // A container without the right to change it: the thread checks at the priority it has.
  }
}

/**
 * A document's PDF is parsed here, where it was read, up to this size: a thread that only checks has the
 * time, and its heap (checkers.ts, 128 MB) holds the objects of a PDF of this size many times over. A
 * larger one gets a thread of its own with a heap to fit (shared/pdf-thread.ts).
 */
const PDF_IN_PLACE_BYTES = 2 * 1024 * 1024;
const inspectPdf = pdfInspector(PDF_IN_PLACE_BYTES);

/** A worker thread of a large import: checks the runs of lines it is sent (checkers.ts). */
parentPort?.on('message', async ({ id, lines }: { id: number; lines: FeedLines }) => {
  try {
    parentPort?.postMessage({ id, checked: await checkLines(lines, inspectPdf) });
  } catch (error) {
    parentPort?.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
});
