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

/** Keys whose presence makes a PDF active: scripts, forms that run them, files carried inside. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EmbeddedFile', 'RichMedia', 'XFA']);
/** Actions (`/S`) that run something or send data: script, program launch, import, submission. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'RichMediaExecute', 'SubmitForm']);

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

/** What the inspection found: the page count, or the code that refuses the file. */
export type PdfInspection = { pages: number } | { refused: ErrorCode };

/**
 * Parses a PDF with pdf-lib and looks through every object it holds: at least one page, and no script,
 * launch, import, submit or rich-media action, embedded file or XFA form, nor encryption that would hide
 * them. Synchronous work for a large file: run in its own thread (pdf-worker.ts).
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch (error) {
    return {
      refused:
        error instanceof EncryptedPDFError
          ? ErrorCode.CLAIMREPORT_FILE_UNSAFE
          : ErrorCode.CLAIMREPORT_FILE_UNREADABLE,
    };
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (isActive(object)) return { refused: ErrorCode.CLAIMREPORT_FILE_UNSAFE };
  }
  try {
    const pages = document.getPageCount();
    return pages < 1 ? { refused: ErrorCode.CLAIMREPORT_FILE_UNREADABLE } : { pages };
  } catch {
    return { refused: ErrorCode.CLAIMREPORT_FILE_UNREADABLE };
  }
}
