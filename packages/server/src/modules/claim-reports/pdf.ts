import type { CaiData, DamageData } from '@area-clienti/contract';
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
  /** The bytes `render` made and the signers signed, as kept: never made again. */
  document: Buffer;
  sha256: string;
  signatures: ClaimSignatureEvidence[];
  /** Said on the evidence page (driver B did not sign in time). */
  note?: string;
}

/**
 * The port the report's PDF comes through (docs/decisions/0111): `render` makes the document the client
 * signs (its SHA-256 is shown and signed), `sign` the copy that reaches the agency and the client, with an
 * evidence page. The app plugs in signing/'s: the paper form's layout, the evidence page and the agency's
 * PAdES seal (docs/decisions/0113).
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
