import { ErrorCode } from '@area-clienti/contract';
import { AppError } from '../../shared/errors.js';
import { runInThread } from './in-thread.js';
import type { PdfInspection } from './pdf-inspect.js';

export interface CheckedDocument {
  kind: 'document';
  /** The PDF as sent: parsed and inspected, never rewritten (a signed police report keeps its signature). */
  content: Buffer;
  pages: number;
}

const PDF_HEADER = Buffer.from('%PDF-');
const EOF_MARK = Buffer.from('%%EOF');
/** A PDF's parse in its thread: 15 MB of objects fit many times over; past it, the thread stops, not the server. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 };
/** A PDF that takes longer than this to parse is refused rather than waited for. */
const PARSE_TIMEOUT_MS = 60_000;

const unreadable = () => new AppError(ErrorCode.CLAIMREPORT_FILE_UNREADABLE);

/** Parses and inspects a PDF in a worker thread of its own (pdf-worker.ts): the event loop goes on. */
const inspectInThread = (bytes: Buffer) =>
  runInThread<PdfInspection>('pdf-worker', new Uint8Array(bytes), {
    resourceLimits: WORKER_LIMITS,
    timeoutMs: PARSE_TIMEOUT_MS,
    failed: { refused: ErrorCode.CLAIMREPORT_FILE_UNREADABLE },
  });

/**
 * Checks a PDF by parsing it (pdf-lib, in a thread of its own) before it is kept: it must begin with its
 * header and end with its end-of-file mark (no HTML or script before or after: a page named .pdf, a
 * polyglot), parse with at least one page (CLAIMREPORT_FILE_UNREADABLE otherwise), and carry no script,
 * launch or submit action, embedded file, XFA form, nor encryption that would hide them
 * (CLAIMREPORT_FILE_UNSAFE).
 */
export async function checkPdf(bytes: Buffer): Promise<CheckedDocument> {
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) throw unreadable();
  const end = bytes.lastIndexOf(EOF_MARK);
  if (end < 0 || !/^[\s\0]*$/.test(bytes.subarray(end + EOF_MARK.length).toString('latin1')))
    throw unreadable();
  const inspection = await inspectInThread(bytes);
  if ('refused' in inspection) throw new AppError(inspection.refused);
  return { kind: 'document', content: bytes, pages: inspection.pages };
}
