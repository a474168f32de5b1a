import { ErrorCode } from '@area-clienti/contract';
import {
  EncryptedPDFError,
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFStream,
} from 'pdf-lib';
import { AppError } from '../../shared/errors.js';

export interface CheckedDocument {
  kind: 'document';
  /** The PDF as sent: parsed and inspected, never rewritten (a signed police report keeps its signature). */
  content: Buffer;
  pages: number;
}

/** Keys whose presence makes a PDF active: scripts, forms that run them, files carried inside. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EmbeddedFile', 'RichMedia', 'XFA']);
/** Actions (`/S`) that run something or send data: script, program launch, import, submission. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'RichMediaExecute', 'SubmitForm']);

const PDF_HEADER = Buffer.from('%PDF-');
const EOF_MARK = Buffer.from('%%EOF');

const unreadable = () => new AppError(ErrorCode.CLAIMREPORT_FILE_UNREADABLE);
const unsafe = () => new AppError(ErrorCode.CLAIMREPORT_FILE_UNSAFE);

/** True for a name that is one of `set`'s. */
const named = (object: PDFObject | undefined, set: ReadonlySet<string>) =>
  object instanceof PDFName && set.has(object.decodeText());

/** Whether an object, or any dictionary or array written inside it, is active (its references are walked apart). */
function isActive(object: PDFObject, depth = 0): boolean {
  if (depth > 64) return true;
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return true;
      if (name === 'S' && named(value, ACTIVE_ACTIONS)) return true;
      if (name === 'Type' && named(value, ACTIVE_KEYS)) return true;
      if (isActive(value, depth + 1)) return true;
    }
    return false;
  }
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, depth + 1));
  return false;
}

/**
 * Checks a PDF by parsing it (pdf-lib, yielding to the event loop between objects) before it is kept:
 * it must begin with its header and end with its end-of-file mark (no HTML or script before or after:
 * a page named .pdf, a polyglot), parse with at least one page (CLAIMREPORT_FILE_UNREADABLE otherwise),
 * and carry no script, launch or submit action, embedded file, XFA form, nor encryption that would hide
 * them (CLAIMREPORT_FILE_UNSAFE).
 */
export async function checkPdf(bytes: Buffer): Promise<CheckedDocument> {
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) throw unreadable();
  const end = bytes.lastIndexOf(EOF_MARK);
  if (end < 0 || !/^[\s\0]*$/.test(bytes.subarray(end + EOF_MARK.length).toString('latin1')))
    throw unreadable();
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      // 500 objects between two turns of the event loop: a large PDF never holds it long.
      parseSpeed: ParseSpeeds.Medium,
    });
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw unsafe();
    throw unreadable();
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (isActive(object)) throw unsafe();
  }
  let pages: number;
  try {
    pages = document.getPageCount();
  } catch {
    throw unreadable();
  }
  if (pages < 1) throw unreadable();
  return { kind: 'document', content: bytes, pages };
}
