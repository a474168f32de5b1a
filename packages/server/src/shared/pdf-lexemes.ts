/**
 * The bytes of PDF's syntax as pdf-scan.ts reads them: its characters, which bytes are blanks and which
 * end a token, and the names read, kept once each.
 */

export enum Char {
  Tab = 9,
  Newline = 10,
  FormFeed = 12,
  Return = 13,
  Space = 32,
  Percent = 37,
  LeftParen = 40,
  RightParen = 41,
  Slash = 47,
  Less = 60,
  Greater = 62,
  LeftBracket = 91,
  Backslash = 92,
  RightBracket = 93,
  Hash = 35,
}

export const WHITESPACE = new Uint8Array(256);
for (const c of [0, Char.Tab, Char.Newline, Char.FormFeed, Char.Return, Char.Space]) WHITESPACE[c] = 1;
/** Whitespace and delimiters: where a regular token (a number, a keyword, a name's text) ends. */
export const TOKEN_END = new Uint8Array(256);
for (let c = 0; c < 256; c++) TOKEN_END[c] = WHITESPACE[c] as number;
for (const ch of '()<>[]{}/%') TOKEN_END[ch.charCodeAt(0)] = 1;

/**
 * The few dozen names PDFs use, kept as one string each (by a hash of their bytes): a name read makes
 * no new string, which kept the scan's time from going to the garbage collector.
 */
const NAMES = new Map<number, string[]>();
/** A bound on the names kept, so that a PDF made of distinct names cannot grow a thread that scans many. */
const MAX_NAMES = 10_000;
let namesKept = 0;
export function internedName(bytes: Uint8Array, start: number, end: number, hash: number): string {
  const candidates = NAMES.get(hash);
  for (const name of candidates ?? []) {
    let same = name.length === end - start;
    for (let i = 0; same && i < name.length; i++) same = name.charCodeAt(i) === bytes[start + i];
    if (same) return name;
  }
  const name = String.fromCharCode(...bytes.subarray(start, end));
  if (namesKept < MAX_NAMES) {
    NAMES.set(hash, [...(candidates ?? []), name]);
    namesKept++;
  }
  return name;
}

export const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
export const isHexDigit = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
