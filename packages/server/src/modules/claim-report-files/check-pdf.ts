import { ErrorCode } from '@area-clienti/contract';
import { AppError } from '../../shared/errors.js';
import type { PdfInspection } from '../../shared/pdf-inspect.js';
import { inspectPdfInThread } from '../../shared/pdf-thread.js';

export interface CheckedDocument {
  kind: 'document';
  /** The PDF as sent: parsed and inspected, never rewritten (a signed police report keeps its signature). */
  content: Buffer;
  pages: number;
}

/** A refusal of the inspection as this module's error. */
const refusal = ({ refused }: Extract<PdfInspection, { refused: string }>) =>
  new AppError(
    refused === 'unsafe' ? ErrorCode.CLAIMREPORT_FILE_UNSAFE : ErrorCode.CLAIMREPORT_FILE_UNREADABLE,
  );

/**
 * Checks a PDF by parsing it (shared/pdf-inspect.ts, in a thread of its own) before it is kept: it must
 * begin with its header and end with its end-of-file mark (no HTML or script before or after: a page
 * named .pdf, a polyglot), parse with at least one page (CLAIMREPORT_FILE_UNREADABLE otherwise), and
 * carry no script, launch or submit action, embedded file, XFA form, nor encryption that would hide them
 * (CLAIMREPORT_FILE_UNSAFE).
 */
export async function checkPdf(bytes: Buffer): Promise<CheckedDocument> {
  const inspection = await inspectPdfInThread(bytes);
  if ('refused' in inspection) throw refusal(inspection);
  return { kind: 'document', content: bytes, pages: inspection.pages };
}
