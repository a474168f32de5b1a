/**
 * signing/: the documents a client signs (issue 22) — the CAI in the paper form's layout, the damage
 * report, the evidence page of the advanced electronic signature and the agency's PAdES seal. A floor that
 * serves the modules: it imports no module, nor http/, cli/, commands/ or seed/ (docs/architecture.md).
 */
export type { DocumentAttachment } from './attachments.js';
export { type CaiPdfInput, renderCaiPdf } from './cai-pdf.js';
export {
  CAI_TITLE,
  type ClaimDocumentInput,
  type ClaimPdfInput,
  type ClaimSignature,
  claimReportPdf,
  DAMAGE_TITLE,
  type SignedClaimPdfInput,
} from './claim-report-pdf.js';
export { type DamagePdfInput, renderDamagePdf } from './damage-pdf.js';
export {
  appendEvidence,
  type Evidence,
  SIGNED_DOCUMENT_NAME,
  type SignerEvidence,
  sha256Hex,
} from './evidence.js';
export { romeIso } from './format.js';
export { claimReportPdfOf } from './lazy.js';
export {
  createDevelopmentP12,
  loadSealer,
  SEAL_DEV_FILE,
  SealError,
  type Sealer,
  type SealOptions,
  sealerFromP12,
  sealPdf,
} from './seal.js';
