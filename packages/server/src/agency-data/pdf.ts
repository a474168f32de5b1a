/**
 * Small but real PDF 1.4 files of text in Helvetica, which every reader has: the demo agency's documents,
 * those of the generated data sets, and the client's "Scarica i miei dati". Long lines wrap, pages follow
 * one another, and text is written in WinAnsi, which covers Italian (à è é ì ò ù), the euro sign and
 * typographic quotes and dashes; a character outside it becomes '?'.
 */

/** How a line is set: the document's title, a section's heading, a sub-heading, or plain text. */
export type PdfLineStyle = 'title' | 'heading' | 'subheading' | 'body';
export interface PdfLine {
  text: string;
  style?: PdfLineStyle;
}

const PAGE = { width: 595, height: 842, margin: 56 };
const STYLES: Record<PdfLineStyle, { font: 'F1' | 'F2'; size: number; before: number }> = {
  title: { font: 'F2', size: 18, before: 0 },
  heading: { font: 'F2', size: 14, before: 12 },
  subheading: { font: 'F2', size: 11, before: 6 },
  body: { font: 'F1', size: 10, before: 0 },
};
const LEADING = 1.4;

/** WinAnsi's bytes 0x80–0x9F (the rest of 0xA0–0xFF is Latin-1 itself). */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Text as WinAnsi bytes, one char per byte (a 'latin1' string); white space as plain spaces. */
function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x20 || code === 0x7f) out += ' ';
    else if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) out += ch;
    else out += String.fromCharCode(WIN_ANSI_HIGH[ch] ?? 0x3f);
  }
  return out;
}

/** Helvetica's advance widths (per 1000 units of the font size) of ASCII 32–126, from its AFM. */
const HELVETICA_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** A width that is never short: accented letters as their base letter, anything else as a capital M. */
function charWidth(byte: number): number {
  if (byte >= 0x20 && byte < 0x7f) return HELVETICA_ASCII[byte - 0x20] ?? 833;
  const base = String.fromCharCode(byte).normalize('NFD').charCodeAt(0);
  return base >= 0x20 && base < 0x7f ? (HELVETICA_ASCII[base - 0x20] ?? 833) : 833;
}

/** The width in points of WinAnsi text; bold is counted wider than it is, so a line never overflows. */
function textWidth(encoded: string, style: PdfLineStyle): number {
  const { font, size } = STYLES[style];
  let units = 0;
  for (let i = 0; i < encoded.length; i++) units += charWidth(encoded.charCodeAt(i));
  return (units * size * (font === 'F2' ? 1.1 : 1)) / 1000;
}

/** Splits encoded text into lines that fit `width`, at spaces, or inside a word longer than a line. */
function wrap(encoded: string, style: PdfLineStyle, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of encoded.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (textWidth(candidate, style) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = '';
    for (const ch of word) {
      if (current !== '' && textWidth(current + ch, style) > width) {
        lines.push(current);
        current = '';
      }
      current += ch;
    }
  }
  lines.push(current);
  return lines;
}

const escapePdfText = (encoded: string) => encoded.replace(/[\\()]/g, (ch) => `\\${ch}`);

/** The lines laid out on pages: each page's content stream. */
function layOut(lines: PdfLine[]): string[] {
  const usable = PAGE.width - 2 * PAGE.margin;
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = PAGE.height - PAGE.margin;
  };
  newPage();
  for (const line of lines) {
    const style = line.style ?? 'body';
    const { font, size, before } = STYLES[style];
    const step = size * LEADING;
    const wrapped = wrap(toWinAnsi(line.text), style, usable);
    // A heading is not left alone at the foot of a page: it moves on with its first lines of text.
    const keep = style === 'body' ? step : step + 2 * STYLES.body.size * LEADING;
    if (y - before - keep < PAGE.margin && ops.length > 0) newPage();
    else if (ops.length > 0) y -= before;
    for (const part of wrapped) {
      if (y - step < PAGE.margin) newPage();
      y -= step;
      ops.push(`BT /${font} ${size} Tf ${PAGE.margin} ${y.toFixed(2)} Td (${escapePdfText(part)}) Tj ET`);
    }
  }
  return pages.map((page) => page.join('\n'));
}

/**
 * A PDF of lines of text, wrapped and laid out on as many A4 pages as they need. `lang` (a receipt's
 * `it-IT`) names the language a screen reader reads it in, and makes a viewer show the title, not the file
 * name.
 */
export function makeTextPdf(title: string, lines: PdfLine[], options: { lang?: string } = {}): Buffer {
  const contents = layOut(lines);
  // Objects: 1 catalog, 2 page tree, 3 regular font, 4 bold font, 5 info, then a page and its content each.
  const pageObject = (index: number) => 6 + 2 * index;
  const objects = [
    options.lang
      ? `<< /Type /Catalog /Pages 2 0 R /Lang (${escapePdfText(toWinAnsi(options.lang))}) /ViewerPreferences << /DisplayDocTitle true >> >>`
      : '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${contents.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escapePdfText(toWinAnsi(title))}) /Producer (Area Clienti) >>`,
    ...contents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${pageObject(i) + 1} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ]),
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A document of the demo agency or of a generated data set: a title and its lines. */
export function makePdf(title: string, lines: string[]): Buffer {
  return makeTextPdf(title, [{ text: title, style: 'title' }, ...lines.map((text) => ({ text }))]);
}
