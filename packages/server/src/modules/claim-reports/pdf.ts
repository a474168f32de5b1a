import { type CaiData, type DamageData, sideChanges } from '@area-clienti/contract';
import type { ClaimReportRow, ClaimSignatureEvidence } from './queries.js';

/** What a report's document is made from. */
export interface ReportPdfInput {
  reportId: string;
  numeroPolizza: string;
  prodotto: string;
  eventDate: string;
  data: CaiData | DamageData;
}

/**
 * Who holds the policy the report is made on: the client, as the agency's record names them. The damage
 * report prints both; the CAI, which driver B receives too, neither (its section 6 names the policyholder
 * as the form has it, and no tax code: docs/decisions/0128).
 */
export interface ReportPolicyholder {
  name: string;
  taxCode: string | null;
}

/** A file of the report bound to the document to sign: named, and fingerprinted by its bytes as kept. */
export interface ReportAttachment {
  fileId: string;
  name: string;
  kind: 'photo' | 'document';
  /** SHA-256 (hex) of the bytes kept and served: the re-encoded photo, the PDF as sent. */
  sha256: string;
}

/**
 * What the document to sign is made from: the report, its policyholder and every file it has when it is
 * submitted, read under the report's lock (docs/decisions/0128). Both are required: a document that left
 * them out would say "no attachments" and a blank policyholder of a report that has them.
 */
export interface ReportDocumentInput extends ReportPdfInput {
  policyholder: ReportPolicyholder | null;
  attachments: readonly ReportAttachment[];
}

/** The signed document: the one signed, its hash, the signatures (FEA evidence) and what to say of them. */
export interface SignedPdfInput extends ReportPdfInput {
  /** The bytes `render` made and the signers signed, as kept: never made again. */
  document: Buffer;
  sha256: string;
  signatures: ClaimSignatureEvidence[];
  /** Said on the evidence page (driver B did not sign in time). */
  note?: string;
  /** Until when B could sign. */
  bDeadline?: string | null;
  /** B's identity, refusal or corrections, for the evidence page (issue 34, docs/decisions/0134). */
  counterpartB?: CounterpartEvidenceInput;
}

/** Driver B's record as the evidence page prints it. */
export interface CounterpartEvidenceInput {
  outcome: 'declined' | 'corrected' | 'other';
  /** The FEA service terms B accepted before B's code. */
  feaTerms: { version: string; acceptedAt: string } | null;
  identity: {
    name: string;
    surname: string;
    birthDate: string;
    taxCode: string | null;
    licenceNumber: string;
    confirmedAt: string;
  } | null;
  declined: { at: string; reason: string } | null;
  correction: {
    at: string;
    changes: { label: string; before: string; after: string }[];
    answer: { at: string; accepted: boolean; by: 'A' | 'deadline' } | null;
  } | null;
}

/** B's record on a row, as the evidence page prints it; none when B was never asked. */
export function counterpartEvidenceOf(
  row: Pick<ClaimReportRow, 'counterpart' | 'bParty'>,
): CounterpartEvidenceInput | undefined {
  const { identity, declined, correction, feaTerms } = row.bParty;
  if (!identity && !declined && !correction) return undefined;
  return {
    feaTerms: feaTerms ?? null,
    outcome: row.counterpart === 'declined' || row.counterpart === 'corrected' ? row.counterpart : 'other',
    identity: identity
      ? {
          name: identity.name,
          surname: identity.surname,
          birthDate: identity.birthDate,
          taxCode: identity.taxCode,
          licenceNumber: identity.licenceNumber,
          confirmedAt: identity.confirmedAt,
        }
      : null,
    declined: declined ?? null,
    correction: correction
      ? {
          at: correction.at,
          changes: sideChanges(correction.before, correction.after),
          answer: correction.answer ?? null,
        }
      : null,
  };
}

/**
 * The port the report's PDF comes through (docs/decisions/0111): `render` makes the document the client
 * signs (its SHA-256 is shown and signed), `sign` the copy that reaches the agency and the client, with an
 * evidence page. The app plugs in signing/'s: the paper form's layout, the evidence page and the agency's
 * PAdES seal (docs/decisions/0113).
 */
export interface ReportPdf {
  render(input: ReportDocumentInput): Promise<Buffer>;
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
