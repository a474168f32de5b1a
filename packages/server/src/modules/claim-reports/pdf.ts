import {
  CAI_CIRCUMSTANCES,
  type CaiCircumstance,
  type CaiData,
  type CaiSide,
  DAMAGE_COVERAGES,
  type DamageData,
  IMPACT_ZONES,
  SKETCH_DIRECTIONS,
  SKETCH_ROADS,
} from '@area-clienti/contract';
import { makeTextPdf, type PdfLine } from '../../agency-data/pdf.js';
import type { ClaimSignatureEvidence } from './queries.js';

/** What a report's document is made from. */
export interface ReportPdfInput {
  reportId: string;
  numeroPolizza: string;
  prodotto: string;
  eventDate: string;
  data: CaiData | DamageData;
}

/** The signed document: the one signed, its hash, the signatures (FEA evidence) and what to say of them. */
export interface SignedPdfInput extends ReportPdfInput {
  sha256: string;
  signatures: ClaimSignatureEvidence[];
  /** Said on the evidence page (driver B did not sign in time). */
  note?: string;
}

/**
 * The port the report's PDF comes through (docs/decisions/0111): `render` makes the document the client
 * signs (its SHA-256 is shown and signed), `sign` the copy that reaches the agency and the client, with an
 * evidence page. The default is plain text pages; the paper form's layout and the agency's PAdES seal
 * (signing/) plug in here.
 */
export interface ReportPdf {
  render(input: ReportPdfInput): Promise<Buffer>;
  sign(input: SignedPdfInput): Promise<Buffer>;
}

/** A report row's part the document is made from. */
export const pdfInputOf = (row: {
  id: string;
  numeroPolizza: string;
  prodotto: string;
  eventDate: string;
  data: CaiData | DamageData;
}): ReportPdfInput => ({
  reportId: row.id,
  numeroPolizza: row.numeroPolizza,
  prodotto: row.prodotto,
  eventDate: row.eventDate,
  data: row.data,
});

const yesNo = (value: boolean | undefined) => (value === undefined ? '—' : value ? 'Sì' : 'No');
const or = (value: string | undefined | null) => (value?.trim() ? value : '—');
const line = (text: string): PdfLine => ({ text });

function sideLines(label: string, side: CaiSide | undefined): PdfLine[] {
  const ph = side?.policyholder;
  const ve = side?.vehicle;
  const ins = side?.insurer;
  const dr = side?.driver;
  const ticks = side?.circumstances ?? [];
  return [
    { text: label, style: 'heading' },
    line(
      `6. Contraente: ${or(ph?.surname)} ${or(ph?.name)}, ${or(ph?.address)} ${or(ph?.postcode)} ${or(ph?.country)}`,
    ),
    line(`   Telefono/e-mail: ${or(ph?.phone)} ${or(ph?.email)}`),
    line(
      `7. Veicolo: ${or(ve?.make)} ${or(ve?.model)}, targa ${or(ve?.plate)} (${or(ve?.registrationCountry)})`,
    ),
    line(
      `8. Assicurazione: ${or(ins?.name)}, polizza ${or(ins?.policyNumber)}, carta verde ${or(ins?.greenCard)}`,
    ),
    line(
      `   Valida dal ${or(ins?.validFrom)} al ${or(ins?.validTo)}; agenzia ${or(ins?.agency)}; danni propri coperti: ${yesNo(ins?.ownDamageCovered)}`,
    ),
    line(
      `9. Conducente: ${or(dr?.surname)} ${or(dr?.name)}, nato il ${or(dr?.birthDate)}, ${or(dr?.address)} ${or(dr?.country)}`,
    ),
    line(
      `   Patente ${or(dr?.licenceNumber)} cat. ${or(dr?.licenceCategory)} valida fino al ${or(dr?.licenceValidUntil)}`,
    ),
    line(`10. Punto d'urto iniziale: ${side?.firstImpact ? IMPACT_ZONES[side.firstImpact] : '—'}`),
    line(`11. Danni visibili: ${or(side?.visibleDamage)}`),
    line(`12. Circostanze (${ticks.length} caselle barrate):`),
    ...ticks.map((n) => line(`   [X] ${n}. ${CAI_CIRCUMSTANCES[n as CaiCircumstance]}`)),
    line(`14. Osservazioni: ${or(side?.remarks)}`),
  ];
}

function caiLines(data: CaiData): PdfLine[] {
  const layout = data.sketch?.layout;
  return [
    line(`1. Data: ${or(data.date)}  Ora: ${or(data.time)}`),
    line(`2. Luogo: ${or(data.place?.street)}, ${or(data.place?.town)} (${or(data.place?.country)})`),
    line(`3. Feriti anche lievi: ${yesNo(data.injuries)}`),
    line(
      `4. Danni a veicoli oltre A e B: ${yesNo(data.otherVehiclesDamage)}; ad oggetti: ${yesNo(data.objectsDamage)}`,
    ),
    line(
      `5. Testimoni: ${(data.witnesses ?? []).map((w) => `${or(w.name)} (${or(w.address)}, ${or(w.phone)})`).join('; ') || '—'}`,
    ),
    ...sideLines('Veicolo A', data.vehicleA),
    ...sideLines('Veicolo B', data.vehicleB),
    { text: '13. Grafico del sinistro', style: 'heading' },
    line(`Tratti disegnati: ${data.sketch?.strokes?.length ?? 0}`),
    line(`Strada: ${layout?.road ? SKETCH_ROADS[layout.road] : '—'}`),
    line(
      `Veicolo A: ${layout?.directionA ? SKETCH_DIRECTIONS[layout.directionA] : '—'}; veicolo B: ${layout?.directionB ? SKETCH_DIRECTIONS[layout.directionB] : '—'}`,
    ),
    line(`Descrizione: ${or(layout?.text)}`),
  ];
}

function damageLines(data: DamageData): PdfLine[] {
  const euro =
    data.estimatedCents === undefined ? '—' : `${(data.estimatedCents / 100).toFixed(2).replace('.', ',')} €`;
  return [
    line(`Garanzia: ${data.coverage ? DAMAGE_COVERAGES[data.coverage] : '—'}`),
    line(`Data: ${or(data.date)}  Ora: ${or(data.time)}`),
    line(`Luogo: ${or(data.place?.street)}, ${or(data.place?.town)} (${or(data.place?.country)})`),
    line(`Cosa è successo: ${or(data.description)}`),
    line(`Danno stimato: ${euro}`),
    line(`Denuncia alle autorità: ${data.policeReportFileId ? 'allegata' : '—'}`),
    line(`IBAN per il pagamento: ${or(data.iban)} (intestato a ${or(data.ibanHolder)})`),
    line(`Persone ferite: ${yesNo(data.injuries)}`),
  ];
}

function documentLines(input: ReportPdfInput): PdfLine[] {
  const title =
    input.data.kind === 'motor' ? 'Constatazione amichevole di incidente (CAI)' : 'Denuncia di sinistro';
  return [
    { text: title, style: 'title' },
    line(`Polizza ${input.numeroPolizza} — ${input.prodotto}`),
    line(`Data dell'evento: ${input.eventDate}`),
    line(`Riferimento: ${input.reportId}`),
    ...(input.data.kind === 'motor' ? caiLines(input.data) : damageLines(input.data)),
  ];
}

/** The default: the report as plain text pages, and the signed copy with an evidence page after them. */
export const textReportPdf: ReportPdf = {
  async render(input) {
    return makeTextPdf(`Denuncia ${input.reportId}`, documentLines(input));
  },
  async sign(input) {
    return makeTextPdf(`Denuncia firmata ${input.reportId}`, [
      ...documentLines(input),
      { text: 'Pagina delle evidenze di firma', style: 'heading' },
      line(`Impronta SHA-256 del documento firmato: ${input.sha256}`),
      ...input.signatures.map((s) =>
        line(
          `Conducente ${s.signer}: ${s.name}${s.userCode ? ` (utente ${s.userCode})` : ''}, firmato il ${s.at} con codice via SMS a ${s.sentTo}, da ${s.ipAddress}`,
        ),
      ),
      ...(input.note ? [line(input.note)] : []),
    ]);
  },
};
