import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';

/**
 * The drawing kit the signed documents share: A4, the standard fonts (WinAnsi: every Italian letter and €),
 * texts made printable in them, wrapped to a width, and a flow that writes sections down pages.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 28;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export const COLORS = {
  ink: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.36, 0.37, 0.42),
  line: rgb(0.62, 0.64, 0.7),
  /** Vehicle A: the blue of the paper form. */
  blue: rgb(0.1, 0.3, 0.62),
  blueTint: rgb(0.9, 0.94, 0.99),
  /** Vehicle B: its yellow. */
  yellow: rgb(0.62, 0.47, 0),
  yellowTint: rgb(1, 0.96, 0.78),
  greyTint: rgb(0.95, 0.95, 0.96),
} as const;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** A new document with its metadata (Italian) and the three standard fonts. */
export async function newDocument(meta: { title: string; author: string; subject: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(printableLatin1(meta.title));
  doc.setAuthor(printableLatin1(meta.author));
  doc.setSubject(printableLatin1(meta.subject));
  doc.setLanguage('it-IT');
  doc.setCreator('Area Clienti');
  doc.setProducer('Area Clienti (pdf-lib)');
  return { doc, fonts: await embedFonts(doc) };
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
}

const characterSets = new WeakMap<PDFFont, Set<number>>();
const COMBINING = /[\u0300-\u036f]/g;

/**
 * The text as the font can print it: control characters become spaces, a letter outside WinAnsi its base
 * letter when it has one (ő → o), anything else `?`. Every Italian letter, €, « » and ’ are WinAnsi.
 */
export function printable(font: PDFFont, text: string): string {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  const known = set;
  let out = '';
  for (const char of text.normalize('NFC').replace(/\p{Cc}/gu, ' ')) {
    const code = char.codePointAt(0) as number;
    if (known.has(code)) out += char;
    else {
      const base = char.normalize('NFD').replace(COMBINING, '');
      out += base !== '' && [...base].every((c) => known.has(c.codePointAt(0) as number)) ? base : '?';
    }
  }
  return out;
}

/** For the PDF's own strings (metadata, the seal's fields): Latin-1 printable, others as `?`. */
export function printableLatin1(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[^\u0020-\u00ff]/g, (char) => {
      const base = char.normalize('NFD').replace(COMBINING, '');
      return /^[\u0020-\u00ff]+$/.test(base) ? base : '?';
    });
}

/** The text in lines no wider than `width`: paragraphs kept, words never split unless one is too wide. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const rawWord of printable(font, paragraph).split(' ').filter(Boolean)) {
      let word = rawWord;
      const joined = line === '' ? word : `${line} ${word}`;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
}

/** One line of text with its baseline at `y` (already printable or made so). */
export function drawLine(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  page.drawText(printable(style.font, text), {
    x,
    y,
    size: style.size,
    font: style.font,
    color: style.color ?? COLORS.ink,
  });
}

/** Wrapped text from `top` down; returns the y under the last line. */
export function drawWrapped(
  page: PDFPage,
  text: string,
  x: number,
  top: number,
  width: number,
  style: TextStyle,
  leading = style.size * 1.25,
): number {
  let y = top - style.size;
  for (const line of wrap(style.font, style.size, text, width)) {
    drawLine(page, line, x, y, style);
    y -= leading;
  }
  return y + leading - style.size * 0.3;
}

/** A framed box, filled with `fill` when given. */
export function drawBox(
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number },
  options: { border?: RGB; fill?: RGB; borderWidth?: number } = {},
): void {
  page.drawRectangle({
    ...box,
    borderColor: options.border ?? COLORS.line,
    borderWidth: options.borderWidth ?? 0.6,
    ...(options.fill ? { color: options.fill } : {}),
  });
}

/** The footer of every page: the report's reference and the page number. */
export function drawFooters(doc: PDFDocument, fonts: Fonts, reference: string): void {
  doc.getPages().forEach((page, index) => {
    drawLine(page, `${reference} · pagina ${index + 1}`, MARGIN, 16, {
      font: fonts.regular,
      size: 7,
      color: COLORS.muted,
    });
  });
}

/**
 * Sections written down pages: a new page when the next block does not fit. The CAI's continuations, the
 * damage report and the evidence page are written with it.
 */
export class Flow {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    page?: PDFPage,
    top?: number,
  ) {
    this.page = page ?? doc.addPage([A4.width, A4.height]);
    this.y = top ?? A4.height - MARGIN;
  }

  /** Room for `height` points more, on a new page if need be. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN + 14) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  title(text: string, size = 15): void {
    this.ensure(size * 2);
    drawLine(this.page, text, MARGIN, this.y - size, { font: this.fonts.bold, size });
    this.y -= size * 1.7;
  }

  heading(text: string, color: RGB = COLORS.ink): void {
    this.ensure(40);
    this.y -= 6;
    drawLine(this.page, text, MARGIN, this.y - 10, { font: this.fonts.bold, size: 10, color });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 13 },
      end: { x: A4.width - MARGIN, y: this.y - 13 },
      thickness: 0.5,
      color,
    });
    this.y -= 18;
  }

  /** A paragraph, wrapped, its lines spread over pages when it is long. */
  paragraph(text: string, style: Partial<TextStyle> = {}, indent = 0): void {
    const font = style.font ?? this.fonts.regular;
    const size = style.size ?? 9;
    for (const line of wrap(font, size, text, CONTENT_WIDTH - indent)) {
      this.ensure(size * 1.35);
      drawLine(this.page, line, MARGIN + indent, this.y - size, { font, size, color: style.color });
      this.y -= size * 1.35;
    }
    this.y -= 3;
  }

  /** `label` on the left, its value wrapped on the right (a dash when empty). */
  field(label: string, value: string | null | undefined, valueFont?: PDFFont): void {
    const size = 9;
    const labelWidth = 150;
    const font = valueFont ?? this.fonts.regular;
    const lines = wrap(font, size, value?.trim() ? value : '—', CONTENT_WIDTH - labelWidth);
    lines.forEach((line, index) => {
      this.ensure(size * 1.35);
      if (index === 0) {
        drawLine(this.page, label, MARGIN, this.y - size, {
          font: this.fonts.bold,
          size,
          color: COLORS.muted,
        });
      }
      drawLine(this.page, line, MARGIN + labelWidth, this.y - size, { font, size });
      this.y -= size * 1.35;
    });
    this.y -= 2;
  }
}
