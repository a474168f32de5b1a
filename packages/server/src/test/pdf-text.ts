import { inflateSync } from 'node:zlib';

/**
 * The text a reader would show of a PDF, page by page (this machine has no pdftotext). It reads the file as
 * a reader does, not as our writer wrote it: the cross-reference table from `startxref`, each object at its
 * offset, the catalog, the page tree, each page's content streams (Flate-compressed or not), and in them the
 * text operators (Tj, TJ, ', ") with the moves that start a new line (Td, TD, T*, Tm, ET), decoding each
 * font's WinAnsi bytes. It throws when the structure is broken: an offset that is not its object, a missing
 * page or stream. Enough for text PDFs with simple fonts; not for embedded CID fonts.
 */
export function pdfText(file: Buffer): string[] {
  const raw = file.toString('latin1');
  if (!raw.startsWith('%PDF-')) throw new Error('not a PDF: no %PDF- header');
  const objects = readObjects(raw);
  const object = (ref: string) => {
    const found = objects.get(Number(ref));
    if (found === undefined) throw new Error(`object ${ref} is not in the cross-reference table`);
    return found;
  };
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(raw)?.[1] ?? '';
  const root = object(refIn(trailer, 'Root'));
  const pagesRoot = object(refIn(root, 'Pages'));
  const pages: string[] = [];
  const walk = (node: string) => {
    if (/\/Type\s*\/Pages\b/.test(node)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node)?.[1] ?? '';
      for (const [, ref] of kids.matchAll(/(\d+)\s+0\s+R/g)) walk(object(ref as string));
      return;
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(node)?.[1];
    if (!contents) throw new Error('a page without contents');
    const streams = [...contents.matchAll(/(\d+)\s+0\s+R/g)].map(([, ref]) =>
      streamOf(object(ref as string)),
    );
    pages.push(textOfContent(streams.join('\n')));
  };
  walk(pagesRoot);
  const count = Number(/\/Count\s+(\d+)/.exec(pagesRoot)?.[1]);
  if (count !== pages.length)
    throw new Error(`the page tree counts ${count} pages and holds ${pages.length}`);
  return pages;
}

/** Every object the cross-reference table lists, checked to start where the table says. */
function readObjects(raw: string): Map<number, string> {
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw);
  if (!startxref) throw new Error('no startxref at the end');
  const xrefAt = Number(startxref[1]);
  const table = /^xref\s+(\d+)\s+(\d+)\s+/.exec(raw.slice(xrefAt));
  if (!table) throw new Error(`startxref ${xrefAt} does not point to a cross-reference table`);
  const first = Number(table[1]);
  const entries = raw.slice(xrefAt + table[0].length).match(/\d{10} \d{5} [nf]/g) ?? [];
  const objects = new Map<number, string>();
  entries.slice(0, Number(table[2])).forEach((entry, index) => {
    if (!entry.endsWith('n')) return;
    const number = first + index;
    const offset = Number(entry.slice(0, 10));
    const at = new RegExp(`^${number}\\s+0\\s+obj\\b([\\s\\S]*?)endobj`).exec(raw.slice(offset));
    if (!at?.[1]) throw new Error(`object ${number} is not at offset ${offset}`);
    objects.set(number, at[1].trim());
  });
  return objects;
}

function refIn(dictionary: string, key: string): string {
  const ref = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dictionary)?.[1];
  if (!ref) throw new Error(`no /${key} reference`);
  return ref;
}

/** A stream object's data, its /Length bytes, inflated when it is Flate-compressed. */
function streamOf(body: string): string {
  const start = /stream\r?\n/.exec(body);
  if (!start) throw new Error('a content reference that is not a stream');
  const length = Number(/\/Length\s+(\d+)/.exec(body)?.[1]);
  const data = body.slice(start.index + start[0].length, start.index + start[0].length + length);
  if (data.length !== length) throw new Error('a stream shorter than its /Length');
  return /\/FlateDecode/.test(body.slice(0, start.index))
    ? inflateSync(Buffer.from(data, 'latin1')).toString('latin1')
    : data;
}

/** WinAnsi's bytes 0x80–0x9F; the others are Latin-1. */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};
const decodeWinAnsi = (bytes: string) => [...bytes].map((ch) => WIN_ANSI[ch.charCodeAt(0)] ?? ch).join('');

/** A literal string's bytes: `(…)` with its escapes, starting at `raw[at]` = '('. */
function literalString(raw: string, at: number): { bytes: string; end: number } {
  let depth = 0;
  let bytes = '';
  for (let i = at; i < raw.length; i++) {
    const ch = raw[i] as string;
    if (ch === '\\') {
      const next = raw[++i] as string;
      const octal = /^[0-7]{1,3}/.exec(raw.slice(i, i + 3));
      if (octal) {
        bytes += String.fromCharCode(Number.parseInt(octal[0], 8));
        i += octal[0].length - 1;
      } else bytes += { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[next] ?? next;
    } else if (ch === '(') {
      if (depth++ > 0) bytes += ch;
    } else if (ch === ')') {
      if (--depth === 0) return { bytes, end: i + 1 };
      bytes += ch;
    } else bytes += ch;
  }
  throw new Error('an unterminated string in a content stream');
}

/** The text a content stream shows, a line per line of the page. */
function textOfContent(content: string): string {
  const lines: string[] = [];
  let line = '';
  let pending: string[] = [];
  const breakLine = () => {
    if (line !== '') lines.push(line);
    line = '';
  };
  for (let i = 0; i < content.length; ) {
    const ch = content[i] as string;
    if (ch === '(') {
      const { bytes, end } = literalString(content, i);
      pending.push(bytes);
      i = end;
    } else if (ch === '/') {
      // A name (a font, a resource): not an operator.
      i += (/^\/[^\s/()<>[\]{}%]*/.exec(content.slice(i))?.[0] ?? ch).length;
    } else if (/[A-Za-z'"*]/.test(ch)) {
      const operator = /^[A-Za-z'"*]+/.exec(content.slice(i))?.[0] ?? ch;
      i += operator.length;
      if (["'", '"', 'T*', 'Td', 'TD', 'Tm', 'ET'].includes(operator)) breakLine();
      if (['Tj', 'TJ', "'", '"'].includes(operator)) line += decodeWinAnsi(pending.join(''));
      pending = [];
    } else i++;
  }
  breakLine();
  return lines.join('\n');
}
