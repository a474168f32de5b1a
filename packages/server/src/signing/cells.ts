import type { PDFPage, RGB } from 'pdf-lib';
import { COLORS, drawBox, drawLine, type Fonts, printable, wrap } from './pdf-kit.js';

/**
 * A section of the paper form: a numbered title and its lines inside a fixed box. What does not fit is
 * never cut silently: the box ends with "segue a pagina 2" and the whole section is written again there.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of a section: a label (bold) and its value; a value alone when `label` is empty. */
export interface Item {
  label: string;
  value: string;
}

/** A section continued after the form (its full text). */
export interface Continuation {
  title: string;
  items: Item[];
}

export const CELL_SIZE = 7;
const LEADING = 8.2;
const PAD = 3;

/** The title band of a section, in the vehicle's colour (or grey for the common ones). */
export function cellTitle(page: PDFPage, fonts: Fonts, box: Box, title: string, color: RGB, tint: RGB) {
  page.drawRectangle({ x: box.x, y: box.y + box.height - 10, width: box.width, height: 10, color: tint });
  drawLine(page, title, box.x + PAD, box.y + box.height - 7.6, { font: fonts.bold, size: 6.6, color });
}

/** A section box: title, then each item wrapped; returns whether everything fitted. */
export function drawCell(
  page: PDFPage,
  fonts: Fonts,
  box: Box,
  title: string,
  items: Item[],
  colors: { color: RGB; tint: RGB },
  continuations: Continuation[],
): boolean {
  drawBox(page, box, { border: colors.color });
  cellTitle(page, fonts, box, title, colors.color, colors.tint);
  const lines: { label: string; text: string }[] = [];
  const width = box.width - 2 * PAD;
  for (const item of items) {
    const value = printable(fonts.regular, item.value.trim() === '' ? '—' : item.value);
    const labelText = item.label === '' ? '' : `${item.label}: `;
    const labelWidth = fonts.bold.widthOfTextAtSize(labelText, CELL_SIZE);
    const firstWord = fonts.regular.widthOfTextAtSize(value.split(' ')[0] ?? '', CELL_SIZE);
    if (labelText !== '' && labelWidth + firstWord > width) {
      // A label as wide as the box: the value goes under it.
      lines.push({ label: labelText, text: '' });
      for (const text of wrap(fonts.regular, CELL_SIZE, value, width)) lines.push({ label: '', text });
      continue;
    }
    const wrapped = wrap(fonts.regular, CELL_SIZE, value, width - labelWidth);
    wrapped.forEach((text, index) => {
      lines.push({ label: index === 0 ? labelText : '', text });
    });
  }
  const room = Math.floor((box.height - 10 - PAD) / LEADING);
  const fits = lines.length <= room;
  const shown = fits ? lines : lines.slice(0, Math.max(0, room - 1));
  let y = box.y + box.height - 10 - LEADING + 1;
  for (const line of shown) {
    let x = box.x + PAD;
    if (line.label !== '') {
      drawLine(page, line.label, x, y, { font: fonts.bold, size: CELL_SIZE, color: COLORS.muted });
      x += fonts.bold.widthOfTextAtSize(line.label, CELL_SIZE);
    }
    drawLine(page, line.text, x, y, { font: fonts.regular, size: CELL_SIZE });
    y -= LEADING;
  }
  if (!fits) {
    drawLine(page, '… segue a pagina 2', box.x + PAD, y, {
      font: fonts.bold,
      size: CELL_SIZE,
      color: colors.color,
    });
    continuations.push({ title, items });
  }
  return fits;
}
