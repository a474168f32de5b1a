import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ErrorCode } from '@area-clienti/contract';
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
  | { file: string; line: number; unreadable: string };

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
  for await (const line of linesOf(file, onBytes)) {
    if ('tooLong' in line) {
      yield {
        file,
        line: line.number,
        unreadable: `line longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB: give documents as files`,
      };
      continue;
    }
    // Parsed where it is checked (check-lines.ts), in a worker thread for a large feed.
    if (line.text.trim() !== '') yield { file, line: line.number, text: line.text };
  }
}

async function* readJsonFile(file: string, onBytes: (bytes: number) => void): AsyncGenerator<FeedItem> {
  const { size } = await stat(file);
  if (size > MAX_JSON_FILE_BYTES) {
    yield {
      file,
      line: 0,
      unreadable: 'a .json feed is at most 64 MiB: give larger feeds as JSON Lines (.jsonl)',
    };
    return;
  }
  const text = await readFile(file, 'utf8');
  onBytes(size);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    yield { file, line: 0, unreadable: 'not JSON' };
    return;
  }
  const records = (parsed as { records?: unknown } | null)?.records;
  if (!Array.isArray(records)) {
    yield { file, line: 0, unreadable: 'a .json feed is an object with an array "records"' };
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
    return { file, line, unreadable: 'nested too deeply to be a record' };
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
