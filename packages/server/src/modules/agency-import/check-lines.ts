import type { ImportProblem } from '@area-clienti/contract';
import type { PdfInspection } from '../../shared/pdf-inspect.js';
import type { PdfInspector } from '../../shared/pdf-thread.js';
import { binaryCopyRow, joinRows } from './binary-copy.js';
import { checkRecord, type DocumentFiles, recordLabel, type StagedRecord } from './records.js';
import { type StagedRow, sectionRows, stageTableOf } from './section-stages.js';

/**
 * Checking a run of the feed's lines, in a worker thread or in the caller's: each good record becomes a
 * line of COPY text for the staging table and one for each row of its sections in theirs, each bad one
 * its problems. Kept free of the database so that
 * a worker loads only this and the contract.
 */

/** A line of the feed: its text, or why it could not be read (a line too long to hold). */
export type FeedLine = { line: number; text: string } | { line: number; unreadable: string; field?: string };

/** Consecutive lines of one feed file. */
export interface FeedLines {
  /** The file as problems and the staging table name it. */
  file: string;
  documentFiles: DocumentFiles;
  /** The staging order of the first line; the others follow it. */
  firstSeq: number;
  lines: FeedLine[];
}

/** The staging table of the records themselves (stage-queries.ts); their sections have their own. */
export const RECORD_STAGE = 'import_stage';
/** The staging table of the documents' files, loaded in binary COPY: agency id, name, bytes. */
export const FILE_STAGE = 'import_stage_files';

export interface CheckedLines {
  /**
   * COPY text of the good records by staging table: in import_stage a line a record, in the columns of
   * stage-queries.ts; in a section's table a line a row.
   */
  copy: Record<string, string>;
  /** The documents' files as rows of binary COPY for FILE_STAGE (header and trailer left to the loader). */
  files: Uint8Array | null;
  problems: ImportProblem[];
  /** Lines checked: fewer than given when the COPY data reached MAX_COPY_CHARS (the rest is asked again). */
  consumed: number;
}

/** The most COPY data (text characters and files' bytes) one answer holds: a run of large documents is answered in parts. */
export const MAX_COPY_CHARS = 16 * 1024 * 1024;

/**
 * Checks the run's lines; a document's PDF is parsed and inspected by `inspectPdf` (shared/pdf-thread.ts:
 * in place, or in a thread of its own when large), so that it is judged by what it is, not by its name
 * or its first bytes (docs/decisions/0129).
 */
export async function checkLines(
  { file, documentFiles, firstSeq, lines }: FeedLines,
  inspectPdf: PdfInspector,
): Promise<CheckedLines> {
  const copy = new Map<string, string[]>();
  let copyChars = 0;
  const append = (table: string, text: string) => {
    const list = copy.get(table) ?? [];
    copy.set(table, list);
    list.push(text);
    copyChars += text.length;
  };
  const files: Buffer[] = [];
  const problems: ImportProblem[] = [];
  let consumed = 0;
  while (consumed < lines.length && copyChars < MAX_COPY_CHARS) {
    const item = lines[consumed] as FeedLine;
    const seq = firstSeq + consumed;
    consumed++;
    if ('unreadable' in item) {
      problems.push({
        file,
        line: item.line,
        record: null,
        field: item.field ?? null,
        problem: item.unreadable,
      });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(item.text);
    } catch {
      problems.push({ file, line: item.line, record: null, field: null, problem: 'non è JSON valido' });
      continue;
    }
    const result = checkRecord(value, documentFiles);
    if (Array.isArray(result)) {
      const record = recordLabel(value);
      for (const { field, problem } of result)
        problems.push({ file, line: item.line, record, field, problem });
      continue;
    }
    const refused = result.file && (await documentRefusal(result.file.content, inspectPdf));
    if (refused) {
      problems.push({ file, line: item.line, record: recordLabel(value), field: 'file', problem: refused });
      continue;
    }
    append(RECORD_STAGE, stagingLine(result, seq, file, item.line));
    if (result.file) {
      const row = binaryCopyRow([result.agencyId, result.file.name, result.file.content]);
      files.push(row);
      copyChars += row.length;
    }
    if (result.sections)
      for (const [table, rows] of sectionRows(result.agencyId, result.sections))
        for (const row of rows) append(stageTableOf(table), copyLine(row));
  }
  const texts = Object.fromEntries([...copy].map(([table, list]) => [table, list.join('')]));
  return { copy: texts, files: files.length > 0 ? joinRows(files) : null, problems, consumed };
}

/**
 * Why a document's file is refused, as the feed's problem says it, or null for a PDF that may be kept:
 * one that is something else behind `%PDF-` is not a PDF; one that carries a script, a launch action or
 * the like is refused, not stripped (the agency sees it and mends its core system; decisions/0129).
 */
async function documentRefusal(content: Buffer, inspectPdf: PdfInspector): Promise<string | null> {
  let inspection: PdfInspection;
  try {
    inspection = await inspectPdf(content);
  } catch {
    // The parser failing in a way of its own is a file it could not read, never a failed import.
    inspection = { refused: 'unreadable', why: 'its content does not parse as a PDF' };
  }
  if (!('refused' in inspection)) return null;
  return inspection.refused === 'unsafe'
    ? `PDF rifiutato (${pdfWhy(inspection.why)})`
    : `non è un PDF (${pdfWhy(inspection.why)})`;
}

/** The PDF check's reasons (shared/pdf-inspect.ts, in English for the claim reports' logs) in Italian. */
const PDF_WHY: [RegExp, string][] = [
  [/does not begin with %PDF-/, 'non inizia con %PDF-'],
  [/follows its %%EOF/, 'dopo il suo %%EOF segue altro'],
  [/does not end with %%EOF/, 'non finisce con %%EOF'],
  [/does not parse/, 'il contenuto non si legge come PDF'],
  [/no page/, 'non ha pagine'],
  [/pages cannot be read/, 'le sue pagine non si leggono'],
  [/out of time or memory/, 'la lettura ha superato il tempo o la memoria concessi'],
  [/nested too deeply/, 'oggetti annidati troppo in profondità da controllare'],
  [/JavaScript/, 'contiene JavaScript'],
  [/launch action/, 'contiene un comando di avvio'],
  [/encrypted/, 'è cifrato'],
  [/embedded file/, 'contiene un file incorporato'],
  [/XFA/, 'contiene un modulo XFA'],
  [/rich media/, 'contiene contenuti multimediali'],
  [/form submission/, "contiene l'invio di un modulo"],
  [/data import/, "contiene un'importazione di dati"],
];
function pdfWhy(why: string): string {
  return PDF_WHY.find(([pattern]) => pattern.test(why))?.[1] ?? why;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** A value in COPY's text format: \N for null, backslash, tab and line ends escaped. */
function copyField(value: string | null): string {
  if (value === null) return '\\N';
  // Most values have nothing to escape: testing is cheaper than replacing.
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (ch) =>
    ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r',
  );
}

const copyLine = (values: StagedRow) => values.map(copyField).join('\t').concat('\n');

/** The record as a line of COPY text, in the columns of import_stage. */
function stagingLine(r: StagedRecord, seq: number, file: string, line: number): string {
  return copyLine([
    String(seq),
    r.kind,
    r.agencyId,
    r.parentRef,
    r.claimRef,
    r.removed ? 't' : 'f',
    r.hash,
    file,
    String(line),
    r.row,
  ]);
}
