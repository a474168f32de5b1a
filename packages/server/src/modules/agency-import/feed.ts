import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ErrorCode, feedIssueMessage, importFeedHeader } from '@area-clienti/contract';
import { AppError } from '../../shared/errors.js';

/**
 * Reading the agency's feed (docs/import.md): a .jsonl file (one record a line, streamed with flat
 * memory), a .json file `{ "records": [...] }` for a small feed, or a folder of them.
 */

/** A line longer than this is reported and skipped, never held in memory whole. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** A .json feed is read whole: larger feeds are JSON Lines. */
export const MAX_JSON_FILE_BYTES = 64 * 1024 * 1024;

/** One item of the feed: a record's JSON text to check, or what made its line unreadable. */
export type FeedItem =
  | { file: string; line: number; text: string }
  | { file: string; line: number; unreadable: string; field?: string };

export interface Feed {
  /** The files, in the order they are read (by name). */
  files: string[];
  totalBytes: number;
}

const FEED_EXTENSIONS = new Set(['.jsonl', '.json']);

/** The feed at `path`: the file itself, or the .jsonl and .json files of the folder (not its subfolders). */
export async function openFeed(path: string): Promise<Feed> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new AppError(ErrorCode.IMPORT_NO_FEED);
  let files: string[];
  if (info.isDirectory()) {
    const names = (await readdir(path)).filter((name) => FEED_EXTENSIONS.has(extname(name))).sort();
    files = names.map((name) => join(path, name));
  } else {
    files = [path];
  }
  if (files.length === 0) throw new AppError(ErrorCode.IMPORT_NO_FEED);
  let totalBytes = 0;
  for (const file of files) totalBytes += (await stat(file)).size;
  return { files, totalBytes };
}

/** The size of the feed at `path` (the history's): its file, or its folder's feed files. */
export const feedBytes = async (path: string) => (await openFeed(path)).totalBytes;

/** The items of one file; `onBytes` is told as the file is read (a progress bar). */
export async function* readFeedFile(
  file: string,
  onBytes: (bytes: number) => void,
): AsyncGenerator<FeedItem> {
  if (extname(file) === '.json') {
    yield* readJsonFile(file, onBytes);
    return;
  }
  // The file's header, when its first line is one: the records it declares, counted as they come.
  let header: { line: number; records: number } | null = null;
  let first = true;
  let records = 0;
  for await (const line of linesOf(file, onBytes)) {
    if ('tooLong' in line) {
      first = false;
      records++;
      yield {
        file,
        line: line.number,
        unreadable: `riga più lunga di ${MAX_LINE_BYTES / 1024 / 1024} MiB: dai i documenti come file`,
      };
      continue;
    }
    if (line.text.trim() === '') continue;
    if (first) {
      first = false;
      const declared = headerOf(line.text);
      if (declared !== null) {
        if (typeof declared === 'string')
          yield { file, line: line.number, unreadable: declared, field: 'records' };
        else header = { line: line.number, records: declared };
        continue;
      }
    }
    records++;
    // Parsed where it is checked (check-lines.ts), in a worker thread for a large feed.
    yield { file, line: line.number, text: line.text };
  }
  if (header && header.records !== records) {
    yield {
      file,
      line: header.line,
      field: 'records',
      unreadable:
        records < header.records
          ? `il file dichiara ${header.records} record ma ne contiene ${records}: è stato troncato, non è stato importato nulla`
          : `il file dichiara ${header.records} record ma ne contiene ${records}`,
    };
  }
}

/**
 * The records a file's first line declares when it is the file's header (`{"type":"feed","records":N}`,
 * docs/decisions/0156), why the header is wrong, or null for a first line that is a record.
 */
function headerOf(text: string): number | string | null {
  // Only a line that may be a header is parsed here; every record is parsed where it is checked.
  if (!text.includes('"feed"')) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if ((value as { type?: unknown } | null)?.type !== 'feed') return null;
  const header = importFeedHeader.safeParse(value, { error: feedIssueMessage });
  if (header.success) return header.data.records;
  return `intestazione del file non valida: ${header.error.issues.map((issue) => issue.message).join('; ')}`;
}

async function* readJsonFile(file: string, onBytes: (bytes: number) => void): AsyncGenerator<FeedItem> {
  const { size } = await stat(file);
  if (size > MAX_JSON_FILE_BYTES) {
    yield {
      file,
      line: 0,
      unreadable: 'un feed .json è al massimo di 64 MiB: dai i feed più grandi come JSON Lines (.jsonl)',
    };
    return;
  }
  const text = await readFile(file, 'utf8');
  onBytes(size);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    yield { file, line: 0, unreadable: 'non è JSON valido' };
    return;
  }
  const records = (parsed as { records?: unknown } | null)?.records;
  if (!Array.isArray(records)) {
    yield { file, line: 0, unreadable: 'un feed .json è un oggetto con un elenco "records"' };
    return;
  }
  // Written back as text: every record is checked from its text (check-lines.ts).
  for (const [index, value] of records.entries())
    yield { file, line: index + 1, text: JSON.stringify(value) };
}

/**
 * A parsed record as an item: written back as text, since every record is checked from its text
 * (check-lines.ts). A value nested too deeply to write back (valid JSON thousands of levels deep) is
 * reported, not thrown: the stack would not hold it.
 */
export function itemOf(file: string, line: number, value: unknown): FeedItem {
  try {
    return { file, line, text: JSON.stringify(value) };
  } catch {
    return { file, line, unreadable: 'annidato troppo in profondità per essere un record' };
  }
}

type Line = { number: number; text: string } | { number: number; tooLong: true };

/** The lines of a file, split on \n as bytes arrive; a line past MAX_LINE_BYTES is skipped, not buffered. */
async function* linesOf(file: string, onBytes: (bytes: number) => void): AsyncGenerator<Line> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let tooLong = false;
  let number = 0;
  const keep = (part: Buffer) => {
    if (tooLong) return;
    if (pendingBytes + part.length > MAX_LINE_BYTES) {
      tooLong = true;
      pending = [];
      pendingBytes = 0;
      return;
    }
    pending.push(part);
    pendingBytes += part.length;
  };
  const finish = (): Line => {
    number++;
    const line: Line = tooLong
      ? { number, tooLong: true }
      : { number, text: Buffer.concat(pending, pendingBytes).toString('utf8') };
    pending = [];
    pendingBytes = 0;
    tooLong = false;
    return line;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    let start = 0;
    for (let newline = chunk.indexOf(10, start); newline !== -1; newline = chunk.indexOf(10, start)) {
      keep(chunk.subarray(start, newline));
      yield finish();
      start = newline + 1;
    }
    keep(chunk.subarray(start));
  }
  if (pendingBytes > 0 || tooLong) yield finish();
}
