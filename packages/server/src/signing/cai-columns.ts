import {
  CAI_CIRCUMSTANCE_COUNT,
  CAI_CIRCUMSTANCES,
  type CaiCircumstance,
  type CaiSide,
  IMPACT_ZONES,
  type ImpactZone,
} from '@area-clienti/contract';
import type { PDFPage, RGB } from 'pdf-lib';
import { type Box, type Continuation, drawCell } from './cells.js';
import { italianDate, joined, yesNo } from './format.js';
import { COLORS, drawBox, drawLine, type Fonts, wrap } from './pdf-kit.js';

/** The colours of a vehicle's column: A blue, B yellow, as on the paper form. */
export const SIDE_COLORS = {
  A: { color: COLORS.blue, tint: COLORS.blueTint },
  B: { color: COLORS.yellow, tint: COLORS.yellowTint },
} as const;
export type SideKey = keyof typeof SIDE_COLORS;

/** The heights of sections 6 to 11 and 14 in a vehicle's column, top to bottom. */
const SECTION_HEIGHTS = [62, 40, 66, 70, 62, 56, 58] as const;
export const COLUMN_HEIGHT = SECTION_HEIGHTS.reduce((sum, height) => sum + height, 0);

/**
 * Sections 6-11 and 14 of one vehicle, in its column from `top` down. Section 6 names the policyholder as the
 * form has it, without a tax code: the paper form has no box for one, and driver B receives this document
 * (docs/decisions/0128).
 */
export function drawSide(
  page: PDFPage,
  fonts: Fonts,
  key: SideKey,
  side: CaiSide | undefined,
  column: { x: number; top: number; width: number },
  continuations: Continuation[],
): void {
  const colors = SIDE_COLORS[key];
  const s = side ?? {};
  const holder = s.policyholder ?? {};
  const vehicle = s.vehicle ?? {};
  const insurer = s.insurer ?? {};
  const driver = s.driver ?? {};
  const sections: [string, { label: string; value: string }[]][] = [
    [
      `6. Contraente / Assicurato (${key})`,
      [
        { label: 'Cognome e nome', value: joined([holder.surname, holder.name]) },
        { label: 'Indirizzo', value: joined([holder.address, holder.postcode, holder.country], ', ') },
        { label: 'Tel.', value: holder.phone ?? '' },
        { label: 'E-mail', value: holder.email ?? '' },
      ],
    ],
    [
      `7. Veicolo (${key})`,
      [
        { label: 'Marca e modello', value: joined([vehicle.make, vehicle.model]) },
        { label: 'Targa', value: vehicle.plate ?? '' },
        { label: 'Stato di immatricolazione', value: vehicle.registrationCountry ?? '' },
        ...(vehicle.trailer?.plate
          ? [
              {
                label: 'Rimorchio',
                value: joined([
                  vehicle.trailer.plate,
                  vehicle.trailer.registrationCountry && `(${vehicle.trailer.registrationCountry})`,
                ]),
              },
            ]
          : []),
      ],
    ],
    [
      `8. Società di assicurazione (${key})`,
      [
        { label: 'Compagnia', value: insurer.name ?? '' },
        { label: 'N. polizza', value: insurer.policyNumber ?? '' },
        { label: 'N. carta verde', value: insurer.greenCard ?? '' },
        {
          label: 'Valida',
          value: joined(
            [
              insurer.validFrom && `dal ${italianDate(insurer.validFrom)}`,
              insurer.validTo && `al ${italianDate(insurer.validTo)}`,
            ],
            ' ',
          ),
        },
        { label: 'Agenzia', value: insurer.agency ?? '' },
        { label: 'Danni propri coperti', value: yesNo(insurer.ownDamageCovered) },
      ],
    ],
    [
      `9. Conducente (${key})`,
      [
        { label: 'Cognome e nome', value: joined([driver.surname, driver.name]) },
        { label: 'Nato il', value: italianDate(driver.birthDate) },
        { label: 'Indirizzo', value: joined([driver.address, driver.country], ', ') },
        { label: 'Tel. / e-mail', value: joined([driver.phone, driver.email], ' · ') },
        {
          label: 'Patente n.',
          value: joined(
            [
              driver.licenceNumber,
              driver.licenceCategory && `cat. ${driver.licenceCategory}`,
              driver.licenceValidUntil && `valida fino al ${italianDate(driver.licenceValidUntil)}`,
            ],
            ', ',
          ),
        },
      ],
    ],
  ];
  let top = column.top;
  sections.forEach(([title, items], index) => {
    const height = SECTION_HEIGHTS[index] as number;
    drawCell(page, fonts, box(column, top, height), title, items, colors, continuations);
    top -= height;
  });
  drawImpact(page, fonts, box(column, top, SECTION_HEIGHTS[4]), key, s.firstImpact);
  top -= SECTION_HEIGHTS[4];
  const damage = [{ label: '', value: s.visibleDamage ?? '' }];
  drawCell(
    page,
    fonts,
    box(column, top, SECTION_HEIGHTS[5]),
    `11. Danni visibili al veicolo ${key}`,
    damage,
    colors,
    continuations,
  );
  top -= SECTION_HEIGHTS[5];
  const remarks = [{ label: '', value: s.remarks ?? '' }];
  drawCell(
    page,
    fonts,
    box(column, top, SECTION_HEIGHTS[6]),
    `14. Osservazioni (${key})`,
    remarks,
    colors,
    continuations,
  );
}

const box = (column: { x: number; width: number }, top: number, height: number): Box => ({
  x: column.x,
  y: top - height,
  width: column.width,
  height,
});

/** Where each zone sits on the car seen from above (front at the top), from -1 to 1 of its half sizes. */
const ZONE_AT: Record<ImpactZone, [number, number]> = {
  frontLeft: [-0.8, 0.85],
  front: [0, 1],
  frontRight: [0.8, 0.85],
  sideLeft: [-1, 0],
  sideRight: [1, 0],
  rearLeft: [-0.8, -0.85],
  rear: [0, -1],
  rearRight: [0.8, -0.85],
  roof: [0, 0.1],
  underbody: [0, -0.3],
};

/** Section 10: the car from above with the point of first impact marked, and its name. */
function drawImpact(page: PDFPage, fonts: Fonts, area: Box, key: SideKey, zone: ImpactZone | undefined) {
  const { color, tint } = SIDE_COLORS[key];
  drawBox(page, area, { border: color });
  page.drawRectangle({ x: area.x, y: area.y + area.height - 10, width: area.width, height: 10, color: tint });
  drawLine(page, `10. Punto d'urto iniziale (${key})`, area.x + 3, area.y + area.height - 7.6, {
    font: fonts.bold,
    size: 6.6,
    color,
  });
  const half = { w: 11, h: 20 };
  const centre = { x: area.x + 26, y: area.y + (area.height - 10) / 2 };
  page.drawRectangle({
    x: centre.x - half.w,
    y: centre.y - half.h,
    width: half.w * 2,
    height: half.h * 2,
    borderColor: COLORS.ink,
    borderWidth: 0.7,
  });
  // The windscreen and the rear window, so that the front reads as the front.
  page.drawLine({
    start: { x: centre.x - half.w, y: centre.y + 9 },
    end: { x: centre.x + half.w, y: centre.y + 9 },
    thickness: 0.5,
    color: COLORS.muted,
  });
  page.drawLine({
    start: { x: centre.x - half.w, y: centre.y - 12 },
    end: { x: centre.x + half.w, y: centre.y - 12 },
    thickness: 0.5,
    color: COLORS.muted,
  });
  const label = zone ? IMPACT_ZONES[zone] : 'non indicato';
  if (zone) {
    const [dx, dy] = ZONE_AT[zone];
    page.drawCircle({
      x: centre.x + dx * half.w,
      y: centre.y + dy * half.h,
      size: 4,
      color,
      borderColor: COLORS.ink,
      borderWidth: 0.5,
    });
  }
  let y = area.y + area.height - 22;
  for (const line of wrap(
    fonts.regular,
    7,
    `Punto d'urto: ${label} (fronte del veicolo in alto)`,
    area.width - 60,
  )) {
    drawLine(page, line, area.x + 52, y, { font: fonts.regular, size: 7 });
    y -= 8.2;
  }
}

/** Section 12 in the middle column: the 17 circumstances, A's tick on the left, B's on the right. */
export function drawCircumstances(
  page: PDFPage,
  fonts: Fonts,
  column: { x: number; top: number; width: number; height: number },
  ticked: { A: readonly number[]; B: readonly number[] },
): void {
  const header = 24;
  const footer = 30;
  const row = (column.height - header - footer) / CAI_CIRCUMSTANCE_COUNT;
  const { x, top, width } = column;
  drawBox(page, { x, y: top - column.height, width, height: column.height });
  page.drawRectangle({ x, y: top - header, width, height: header, color: COLORS.greyTint });
  drawLine(page, '12. CIRCOSTANZE', x + width / 2 - 27, top - 9, { font: fonts.bold, size: 7 });
  drawLine(page, 'Una casella per circostanza', x + width / 2 - 35, top - 18, {
    font: fonts.regular,
    size: 5.6,
    color: COLORS.muted,
  });
  drawLine(page, 'A', x + 4, top - 18, { font: fonts.bold, size: 7, color: COLORS.blue });
  drawLine(page, 'B', x + width - 9, top - 18, { font: fonts.bold, size: 7, color: COLORS.yellow });
  const textWidth = width - 34;
  for (let number = 1; number <= CAI_CIRCUMSTANCE_COUNT; number++) {
    const rowTop = top - header - (number - 1) * row;
    if (number % 2 === 0)
      page.drawRectangle({
        x: x + 0.5,
        y: rowTop - row,
        width: width - 1,
        height: row,
        color: COLORS.greyTint,
      });
    tickBox(page, fonts, x + 3, rowTop - row / 2 - 4.5, ticked.A.includes(number), SIDE_COLORS.A.color);
    tickBox(
      page,
      fonts,
      x + width - 12,
      rowTop - row / 2 - 4.5,
      ticked.B.includes(number),
      SIDE_COLORS.B.color,
    );
    const text = `${number}. ${CAI_CIRCUMSTANCES[number as CaiCircumstance]}`;
    const lines = wrap(fonts.regular, 5.8, text, textWidth);
    let y = rowTop - row / 2 + (lines.length * 6.6) / 2 - 5.2;
    for (const line of lines) {
      drawLine(page, line, x + 17, y, { font: fonts.regular, size: 5.8 });
      y -= 6.6;
    }
  }
  const countTop = top - column.height + footer;
  page.drawLine({
    start: { x, y: countTop },
    end: { x: x + width, y: countTop },
    thickness: 0.6,
    color: COLORS.line,
  });
  drawLine(page, 'Numero delle caselle segnate', x + width / 2 - 40, countTop - 9, {
    font: fonts.bold,
    size: 6.4,
  });
  countBox(page, fonts, x + 4, countTop - 26, `A: ${ticked.A.length}`, SIDE_COLORS.A.color);
  countBox(page, fonts, x + width - 36, countTop - 26, `B: ${ticked.B.length}`, SIDE_COLORS.B.color);
}

/** A box of the form, with a cross (and an X a text reader sees) when ticked. */
function tickBox(page: PDFPage, fonts: Fonts, x: number, y: number, ticked: boolean, color: RGB) {
  page.drawRectangle({
    x,
    y,
    width: 9,
    height: 9,
    borderColor: color,
    borderWidth: 0.8,
    color: COLORS.greyTint,
  });
  if (!ticked) return;
  drawLine(page, 'X', x + 1.8, y + 1.6, { font: fonts.bold, size: 8, color });
}

function countBox(page: PDFPage, fonts: Fonts, x: number, y: number, text: string, color: RGB) {
  page.drawRectangle({ x, y, width: 32, height: 13, borderColor: color, borderWidth: 0.9 });
  drawLine(page, text, x + 4, y + 3.8, { font: fonts.bold, size: 7.5, color });
}
