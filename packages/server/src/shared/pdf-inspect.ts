import {
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFPageLeaf,
  PDFRef,
  PDFStream,
} from 'pdf-lib';
import { ACTIVE_ACTION_WORDS, ACTIVE_KEY_WORDS } from './pdf-active.js';
import { plainPdfPages } from './pdf-scan.js';

/**
 * The one check of a PDF the app takes in: a claim report's attachment (modules/claim-report-files) and
 * a document of the agency's feed (modules/agency-import, docs/decisions/0129). Pure work on bytes, no
 * I/O; where it runs is pdf-thread.ts's choice.
 */

/**
 * What makes a PDF active, by the key or `/Type` that says it, named as a refusal says it (the lists are
 * pdf-scan.ts's, whose fast path leaves them all to this parse). pdf-lib makes one PDFName per name
 * (escapes like `/Java#53cript` decoded first), so names are found by identity: decoding every key of
 * every dictionary to text was half of an inspection's time.
 */
const byName = (words: ReadonlyArray<readonly [string, string]>) =>
  new Map(words.map(([name, word]) => [PDFName.of(name), word]));
const ACTIVE_KEYS = byName(ACTIVE_KEY_WORDS);
/** Actions (`/S`) that run something or send data: script, program launch, import, submission. */
const ACTIVE_ACTIONS = byName(ACTIVE_ACTION_WORDS);
const ACTION = PDFName.of('S');
const TYPE = PDFName.of('Type');

/** Another object by its reference, as the document holds it. */
type Lookup = (reference: PDFRef) => PDFObject | undefined;

/**
 * What `object` names, when it is a name in `names`, written there or behind a reference (`/S 8 0 R` with
 * object 8 `/Launch`: a reader follows it, and pdf-lib unpacks an `/ObjStm` so named).
 */
const named = (object: PDFObject | undefined, names: ReadonlyMap<PDFName, string>, lookup: Lookup) => {
  const value = object instanceof PDFRef ? lookup(object) : object;
  return value instanceof PDFName ? names.get(value) : undefined;
};

/**
 * What active content an object, or any dictionary or array written inside it, holds (its references
 * are walked apart): JavaScript, a launch action, …; undefined when none.
 */
function activeContentOf(object: PDFObject, lookup: Lookup, depth = 0): string | undefined {
  if (depth > 64) return 'objects nested too deeply to look through';
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const found =
        ACTIVE_KEYS.get(key) ??
        (key === ACTION ? named(value, ACTIVE_ACTIONS, lookup) : undefined) ??
        (key === TYPE ? named(value, ACTIVE_KEYS, lookup) : undefined) ??
        activeContentOf(value, lookup, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = activeContentOf(item, lookup, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The pages of the document's page tree (its leaves), counted without making pdf-lib's page objects; a
 * tree that cannot be walked (a missing or looping node) throws.
 */
function pageCount(document: PDFDocument): number {
  let pages = 0;
  document.catalog.Pages().traverse((node) => {
    if (node instanceof PDFPageLeaf) pages++;
  });
  return pages;
}

/**
 * What the inspection found: the page count, or why the file is refused: `unreadable` (not a PDF, or
 * one that does not parse) or `unsafe` (a PDF that carries what could act on the reader's machine), and
 * what was found, in words (`why`), for the problems a caller lists.
 */
export type PdfInspection = { pages: number } | { refused: 'unreadable' | 'unsafe'; why: string };

const PDF_HEADER = Buffer.from('%PDF-');
const EOF_MARK = Buffer.from('%%EOF');

/**
 * The first look, before any parsing: a PDF begins with its header and ends with its end-of-file mark,
 * with nothing but white space after it (no HTML or script before or after: a page named .pdf, a
 * polyglot). Answers the refusal, or null.
 */
export function pdfEnvelopeRefusal(bytes: Uint8Array): Extract<PdfInspection, { refused: string }> | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!view.subarray(0, PDF_HEADER.length).equals(PDF_HEADER))
    return { refused: 'unreadable', why: 'it does not begin with %PDF-' };
  const end = view.lastIndexOf(EOF_MARK);
  if (end < 0) return { refused: 'unreadable', why: 'it does not end with %%EOF' };
  if (!/^[\s\0]*$/.test(view.subarray(end + EOF_MARK.length).toString('latin1')))
    return { refused: 'unreadable', why: 'something other than a PDF follows its %%EOF' };
  return null;
}

/**
 * Parses a PDF and looks through every object it holds: at least one page, and no script, launch,
 * import, submit or rich-media action, embedded file or XFA form, nor encryption that would hide them.
 * A plain PDF is read by pdf-scan.ts's lexical scan, which answers only when it is sure of pdf-lib's
 * verdict; any other goes to pdf-lib (pdfLibInspection). Synchronous work, long for a large file: a
 * serving thread hands it to a thread of its own (pdf-thread.ts).
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const envelope = pdfEnvelopeRefusal(bytes);
  if (envelope) return envelope;
  const pages = plainPdfPages(bytes);
  return pages === null ? pdfLibInspection(bytes) : { pages };
}

/** The inspection by pdf-lib's parse, whatever the fast path would say (inspectPdf; its tests compare the two). */
export async function pdfLibInspection(bytes: Uint8Array): Promise<PdfInspection> {
  const envelope = pdfEnvelopeRefusal(bytes);
  if (envelope) return envelope;
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fastest,
      // Asked here rather than caught: pdf-lib's EncryptedPDFError, built for ES5, is no instance of its
      // class, and an encrypted PDF was refused as one that does not parse.
      ignoreEncryption: true,
    });
  } catch {
    return { refused: 'unreadable', why: 'its content does not parse as a PDF' };
  }
  if (document.isEncrypted) return { refused: 'unsafe', why: 'it is encrypted, which hides what it carries' };
  const objects = document.context.enumerateIndirectObjects();
  // pdf-lib reads past what it cannot parse: HTML or a script behind the header leaves no object at all.
  if (objects.length === 0) return { refused: 'unreadable', why: 'its content does not parse as a PDF' };
  const lookup: Lookup = (reference) => document.context.lookup(reference);
  for (const [, object] of objects) {
    const found = activeContentOf(object, lookup);
    if (found) return { refused: 'unsafe', why: `it carries ${found}` };
  }
  try {
    const pages = pageCount(document);
    return pages < 1 ? { refused: 'unreadable', why: 'it has no page' } : { pages };
  } catch {
    return { refused: 'unreadable', why: 'its pages cannot be read' };
  }
}
