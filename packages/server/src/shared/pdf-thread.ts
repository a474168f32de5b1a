import { runWorkerOnce } from '../runtime/worker-thread.js';
import { inspectPdf, type PdfInspection, pdfEnvelopeRefusal } from './pdf-inspect.js';

/** A PDF's parse in its thread: 15 MB of objects fit many times over; past it, the thread stops, not the server. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 };
/** A PDF that takes longer than this to parse is refused rather than waited for. */
const PARSE_TIMEOUT_MS = 60_000;

/**
 * Parses and inspects a PDF in a worker thread of its own (pdf-worker.ts, at the lowest priority): the
 * calling thread goes on, and a PDF whose objects would take more memory than the thread has stops that
 * thread alone (refused as unreadable). The first look (pdfEnvelopeRefusal) is taken here: junk starts
 * no thread.
 */
export async function inspectPdfInThread(bytes: Uint8Array): Promise<PdfInspection> {
  const envelope = pdfEnvelopeRefusal(bytes);
  if (envelope) return envelope;
  return runWorkerOnce<PdfInspection>(import.meta.url, 'pdf-worker', new Uint8Array(bytes), {
    resourceLimits: WORKER_LIMITS,
    timeoutMs: PARSE_TIMEOUT_MS,
    failed: { refused: 'unreadable', why: 'its parse ran out of time or memory' },
  });
}

/** Inspects a PDF: see inspectPdf. */
export type PdfInspector = (bytes: Uint8Array) => Promise<PdfInspection>;

/**
 * An inspector that parses a PDF of at most `inPlaceUpTo` bytes on the calling thread and a larger one
 * in a thread of its own: pdf-lib takes about 0.2–0.6 ms for a generated document of a kilobyte, but
 * tens of milliseconds a hundred kilobytes, and the heap of a few megabytes of small objects (a 5 MB,
 * 5,000-page text PDF needed between 64 and 128 MB).
 */
export const pdfInspector =
  (inPlaceUpTo: number): PdfInspector =>
  (bytes) =>
    bytes.length <= inPlaceUpTo ? inspectPdf(bytes) : inspectPdfInThread(bytes);
