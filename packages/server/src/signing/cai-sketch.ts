import { type CaiSketch, SKETCH_DIRECTIONS, SKETCH_ROADS } from '@area-clienti/contract';
import type { PDFPage } from 'pdf-lib';
import type { Box, Continuation, Item } from './cells.js';
import { drawCell } from './cells.js';
import { COLORS, drawBox, drawLine, type Fonts } from './pdf-kit.js';

/** The drawing's shape on the client's screen (the sketch pad is 4:3): the PDF keeps it. */
export const SKETCH_RATIO = 3 / 4;

/** The described layout of section 13 (the keyboard's alternative to drawing), as items. */
export function layoutItems(sketch: CaiSketch | undefined): Item[] {
  const layout = sketch?.layout;
  return [
    { label: 'Strada', value: layout?.road ? SKETCH_ROADS[layout.road] : '' },
    { label: 'Veicolo A', value: layout?.directionA ? SKETCH_DIRECTIONS[layout.directionA] : '' },
    { label: 'Veicolo B', value: layout?.directionB ? SKETCH_DIRECTIONS[layout.directionB] : '' },
    { label: 'Descrizione', value: layout?.text ?? '' },
  ];
}

/**
 * Section 13: the strokes drawn (points 0..1 of the pad, the top left corner 0,0) in a 4:3 box, and beside
 * it the described layout.
 */
export function drawSketch(
  page: PDFPage,
  fonts: Fonts,
  area: Box,
  sketch: CaiSketch | undefined,
  continuations: Continuation[],
): void {
  const title = '13. Grafico dell’incidente al momento dell’urto';
  drawBox(page, area);
  page.drawRectangle({
    x: area.x,
    y: area.y + area.height - 10,
    width: area.width,
    height: 10,
    color: COLORS.greyTint,
  });
  drawLine(page, title, area.x + 3, area.y + area.height - 7.6, { font: fonts.bold, size: 6.6 });
  // The drawing as large as the band allows with room beside it for the described layout.
  const height = Math.min(area.height - 16, (area.width - 120) * SKETCH_RATIO);
  const width = height / SKETCH_RATIO;
  const drawing: Box = { x: area.x + 3, y: area.y + area.height - 13 - height, width, height };
  drawBox(page, drawing, { border: COLORS.line, fill: rgbWhite });
  const strokes = sketch?.strokes ?? [];
  if (strokes.length === 0) {
    drawLine(page, 'Nessun disegno: vedi la descrizione', drawing.x + 8, drawing.y + height / 2, {
      font: fonts.regular,
      size: 7,
      color: COLORS.muted,
    });
  }
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    if (rest.length === 0) {
      page.drawCircle({
        x: drawing.x + first[0] * width,
        y: drawing.y + height - first[1] * height,
        size: 0.9,
        color: COLORS.ink,
      });
      continue;
    }
    // SVG paths run downwards from the point given, as the pad's y does.
    const path = `M ${first[0] * width} ${first[1] * height} ${rest.map(([x, y]) => `L ${x * width} ${y * height}`).join(' ')}`;
    page.drawSvgPath(path, {
      x: drawing.x,
      y: drawing.y + height,
      borderColor: COLORS.ink,
      borderWidth: 1.1,
    });
  }
  const side: Box = {
    x: drawing.x + width + 4,
    y: area.y + 3,
    width: area.x + area.width - (drawing.x + width + 4) - 3,
    height: area.height - 13,
  };
  drawCell(
    page,
    fonts,
    side,
    'Disposizione descritta',
    layoutItems(sketch),
    { color: COLORS.ink, tint: COLORS.greyTint },
    continuations,
  );
}

const rgbWhite = { type: COLORS.ink.type, red: 1, green: 1, blue: 1 } as typeof COLORS.ink;
