import { type CaiData, hasVehicleB, healthDataWithheld, OTHER_VEHICLE_LETTERS } from '@area-clienti/contract';
import type { PDFPage } from 'pdf-lib';
import { type DocumentAttachment, writeAttachments } from './attachments.js';
import { COLUMN_HEIGHT, drawCircumstances, drawSide, SIDE_COLORS } from './cai-columns.js';
import { accidentKindLabel, hasCaiExtras, writeCaiExtras } from './cai-extra.js';
import { drawSketch } from './cai-sketch.js';
import { type Box, type Continuation, drawCell } from './cells.js';
import { italianDate, joined, romeReadable, yesNo } from './format.js';
import {
  A4,
  COLORS,
  CONTENT_WIDTH,
  drawBox,
  drawFooters,
  drawLine,
  drawWrapped,
  Flow,
  type Fonts,
  MARGIN,
  newDocument,
} from './pdf-kit.js';

/** What the CAI's PDF is made of: the report's content and where it comes from. */
export interface CaiPdfInput {
  reportId: string;
  data: CaiData;
  /** The agency the report is sent to (AGENCY_LEGAL_NAME). */
  agencyName: string;
  /** When the document was made: the submission for signing. */
  createdAt: Date | string;
  /** The files of the report, each with its SHA-256: listed after the form, counted in its header. */
  attachments: readonly DocumentAttachment[];
}

const SIDE_WIDTH = 205;
const GAP = 4;
const MIDDLE_WIDTH = CONTENT_WIDTH - 2 * SIDE_WIDTH - 2 * GAP;
const COMMON_HEIGHT = 84;
const BAND_HEIGHT = 175;

/**
 * The constatazione amichevole (CAI) in the layout of the paper form, on one A4 page: the common sections
 * 1-5 on top, vehicle A's column on the left in blue and B's on the right in yellow (sections 6-11 and 14),
 * the 17 circumstances between them with each driver's ticks and their count, the sketch (13) and the
 * signatures (15) at the bottom. A section longer than its box continues on the pages after.
 */
export async function renderCaiPdf(input: CaiPdfInput): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument({
    title: 'Constatazione amichevole di incidente (CAI)',
    author: input.agencyName,
    subject: `Denuncia di sinistro ${input.reportId}`,
  });
  const page = doc.addPage([A4.width, A4.height]);
  const continuations: Continuation[] = [];
  const data = input.data;
  let top = A4.height - MARGIN;
  top = drawHeader(page, fonts, input, top);
  // The header's last line, written once the list's page is known.
  const attachmentsLineY = top + 6;
  drawCommon(
    page,
    fonts,
    data,
    { x: MARGIN, y: top - COMMON_HEIGHT, width: CONTENT_WIDTH, height: COMMON_HEIGHT },
    continuations,
  );
  top -= COMMON_HEIGHT + GAP;
  drawSide(page, fonts, 'A', data.vehicleA, { x: MARGIN, top, width: SIDE_WIDTH }, continuations);
  drawCircumstances(
    page,
    fonts,
    { x: MARGIN + SIDE_WIDTH + GAP, top, width: MIDDLE_WIDTH, height: COLUMN_HEIGHT },
    {
      A: data.vehicleA?.circumstances ?? [],
      B: data.vehicleB?.circumstances ?? [],
    },
  );
  const columnB = { x: A4.width - MARGIN - SIDE_WIDTH, top, width: SIDE_WIDTH };
  const withB = hasVehicleB(data.accidentKind);
  if (withB) drawSide(page, fonts, 'B', data.vehicleB, columnB, continuations);
  else drawNoVehicleB(page, fonts, data, columnB);
  top -= COLUMN_HEIGHT + GAP;
  const signatureWidth = 118;
  drawSignatureBox(
    page,
    fonts,
    { x: MARGIN, y: top - BAND_HEIGHT, width: signatureWidth, height: BAND_HEIGHT },
    'A',
  );
  drawSketch(
    page,
    fonts,
    {
      x: MARGIN + signatureWidth + GAP,
      y: top - BAND_HEIGHT,
      width: CONTENT_WIDTH - 2 * (signatureWidth + GAP),
      height: BAND_HEIGHT,
    },
    data.sketch,
    continuations,
  );
  drawSignatureBox(
    page,
    fonts,
    {
      x: A4.width - MARGIN - signatureWidth,
      y: top - BAND_HEIGHT,
      width: signatureWidth,
      height: BAND_HEIGHT,
    },
    withB ? 'B' : 'noB',
  );
  const extras = hasCaiExtras(data);
  const flow =
    continuations.length > 0 || input.attachments.length > 0 || extras ? new Flow(doc, fonts) : undefined;
  if (flow && continuations.length > 0) {
    flow.title('Seguito delle sezioni del modulo');
    for (const continuation of continuations) {
      flow.heading(continuation.title);
      for (const item of continuation.items) flow.field(item.label === '' ? ' ' : item.label, item.value);
    }
  }
  if (flow && extras) {
    if (continuations.length > 0) flow.ensure(A4.height);
    writeCaiExtras(flow, data);
  }
  let attachmentsPage = 0;
  if (flow && input.attachments.length > 0) {
    flow.ensure(80);
    attachmentsPage = doc.getPages().indexOf(flow.page) + 1;
    writeAttachments(flow, input.attachments, COLORS.blue, 'Allegati alla constatazione');
  }
  drawAttachmentsLine(page, fonts, input.attachments.length, attachmentsPage, attachmentsLineY);
  drawFooters(doc, fonts, `Constatazione amichevole · Rif. ${input.reportId}`);
  return doc.save();
}

function drawHeader(page: PDFPage, fonts: Fonts, input: CaiPdfInput, top: number): number {
  drawLine(page, 'CONSTATAZIONE AMICHEVOLE DI INCIDENTE', MARGIN, top - 13, {
    font: fonts.bold,
    size: 13,
    color: COLORS.blue,
  });
  drawLine(
    page,
    'Denuncia di sinistro (art. 143 del Codice delle Assicurazioni Private) · compilata online',
    MARGIN,
    top - 23,
    {
      font: fonts.regular,
      size: 7.5,
      color: COLORS.muted,
    },
  );
  drawLine(page, `Rif. ${input.reportId} · compilata il ${romeReadable(input.createdAt)}`, MARGIN, top - 32, {
    font: fonts.regular,
    size: 7.5,
    color: COLORS.muted,
  });
  const right = A4.width - MARGIN - 200;
  drawWrapped(page, `Inviata a: ${input.agencyName}`, right, top - 4, 200, { font: fonts.bold, size: 7.5 });
  drawLine(page, 'Veicolo A', right, top - 32, { font: fonts.bold, size: 7.5, color: COLORS.blue });
  drawLine(page, 'Veicolo B', right + 50, top - 32, { font: fonts.bold, size: 7.5, color: COLORS.yellow });
  drawLine(page, `Incidente: ${accidentKindLabel(input.data)}`, right, top - 41, {
    font: fonts.bold,
    size: 7,
  });
  // Room for the line of the attachments under the reference (drawAttachmentsLine).
  return top - 47;
}

/**
 * Under the header, how many files the report has and where they are listed: the paper form has no box for
 * them, and the agency reading page 1 must know that the list exists (or that there is none).
 */
function drawAttachmentsLine(page: PDFPage, fonts: Fonts, count: number, listedOnPage: number, y: number) {
  const text =
    count === 0
      ? 'Allegati: nessuno'
      : `Allegati: ${count} file, elencati con la loro impronta SHA-256 a pagina ${listedOnPage}`;
  drawLine(page, text, MARGIN, y, { font: fonts.bold, size: 7.5, color: COLORS.blue });
}

/** Sections 1-5, common to both drivers, side by side across the page. */
function drawCommon(page: PDFPage, fonts: Fonts, data: CaiData, area: Box, continuations: Continuation[]) {
  const grey = { color: COLORS.ink, tint: COLORS.greyTint };
  const widths = [78, 140, 62, 100];
  const place = data.place;
  const cells: [string, { label: string; value: string }[]][] = [
    [
      '1. Data e ora',
      [
        { label: 'Data', value: italianDate(data.date) },
        { label: 'Ora', value: data.time ?? '' },
      ],
    ],
    [
      '2. Luogo',
      [
        { label: 'Via', value: place?.street ?? '' },
        {
          label: 'Comune',
          value: joined([place?.town, place?.country && place.country !== 'IT' ? `(${place.country})` : '']),
        },
        {
          label: 'Posizione',
          value: place?.gps ? `${place.gps.lat.toFixed(5)}, ${place.gps.lon.toFixed(5)} (dal telefono)` : '',
        },
      ],
    ],
    ['3. Feriti anche lievi', [{ label: '', value: injuriesValue(data) }]],
    [
      '4. Danni materiali',
      [
        { label: 'A veicoli oltre A e B', value: otherVehiclesValue(data) },
        { label: 'A oggetti diversi dai veicoli', value: yesNo(data.objectsDamage) },
      ],
    ],
  ];
  let x = area.x;
  cells.forEach(([title, items], index) => {
    const width = widths[index] as number;
    drawCell(page, fonts, { x, y: area.y, width, height: area.height }, title, items, grey, continuations);
    x += width + GAP;
  });
  const witnesses = (data.witnesses ?? []).map((w) => ({
    label: '',
    value: joined([w.name, w.address, w.phone && `tel. ${w.phone}`], ', '),
  }));
  const rest = { x, y: area.y, width: area.x + area.width - x, height: area.height };
  drawCell(
    page,
    fonts,
    rest,
    '5. Testimoni (nomi, indirizzi, tel.)',
    witnesses.length > 0 ? witnesses : [{ label: '', value: 'Nessuno' }],
    grey,
    continuations,
  );
}

/** Section 3: yes or no, and where the injured persons are listed or why they are not. */
function injuriesValue(data: CaiData): string {
  if (!data.injuries) return yesNo(data.injuries);
  if (healthDataWithheld(data)) return 'Sì (dati sanitari non raccolti: la filiale chiamerà)';
  return `Sì: ${data.injured?.length ?? 0} (elenco dopo il modulo)`;
}

/** Section 4's first line: with three or more vehicles, which ones (their data after the form). */
function otherVehiclesValue(data: CaiData): string {
  const others = data.accidentKind === 'multiVehicle' ? (data.otherVehicles ?? []) : [];
  if (others.length === 0) return yesNo(data.otherVehiclesDamage);
  const letters = others.map((_, index) => OTHER_VEHICLE_LETTERS[index]).join(', ');
  return `veicoli ${letters} (dopo il modulo); danni: ${yesNo(data.otherVehiclesDamage) || '—'}`;
}

/** B's column when there is no B to name: one vehicle alone, or the other unidentified or gone. */
function drawNoVehicleB(
  page: PDFPage,
  fonts: Fonts,
  data: CaiData,
  column: { x: number; top: number; width: number },
) {
  const area = { x: column.x, y: column.top - COLUMN_HEIGHT, width: column.width, height: COLUMN_HEIGHT };
  drawBox(page, area, { border: SIDE_COLORS.B.color });
  const text =
    data.accidentKind === 'hitAndRun'
      ? 'Veicolo B non identificato o allontanatosi dal luogo dell’incidente: quello che è stato visto e la denuncia all’autorità sono nelle pagine dopo il modulo. Le sezioni 6-11 e 14 del veicolo B non sono compilate.'
      : 'Incidente con un solo veicolo: nessun veicolo B. Le sezioni 6-11 e 14 del veicolo B non sono compilate.';
  drawWrapped(page, text, area.x + 6, area.y + area.height - 12, area.width - 12, {
    font: fonts.bold,
    size: 8,
    color: COLORS.ink,
  });
}

/** Section 15: where each driver signs; the signature itself is on the evidence page. */
function drawSignatureBox(page: PDFPage, fonts: Fonts, area: Box, which: 'A' | 'B' | 'noB') {
  const key = which === 'noB' ? 'B' : which;
  const { color, tint } = SIDE_COLORS[key];
  drawBox(page, area, { border: color });
  page.drawRectangle({ x: area.x, y: area.y + area.height - 10, width: area.width, height: 10, color: tint });
  drawLine(page, `15. Firma del conducente ${key}`, area.x + 3, area.y + area.height - 7.6, {
    font: fonts.bold,
    size: 6.6,
    color,
  });
  drawWrapped(
    page,
    which === 'noB'
      ? 'Nessun conducente B da far firmare.'
      : 'Firma elettronica avanzata con codice monouso (FEA): chi ha firmato, quando e con quale codice è nella pagina delle evidenze in fondo al documento.',
    area.x + 4,
    area.y + area.height - 16,
    area.width - 8,
    { font: fonts.regular, size: 6.6, color: COLORS.muted },
  );
}
