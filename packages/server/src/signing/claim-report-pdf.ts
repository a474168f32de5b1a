import type { CaiData, DamageData } from '@area-clienti/contract';
import type { DocumentAttachment } from './attachments.js';
import { renderCaiPdf } from './cai-pdf.js';
import { renderDamagePdf } from './damage-pdf.js';
import { appendEvidence, type CounterpartEvidence, type SignerEvidence, sha256Hex } from './evidence.js';
import { type Sealer, sealPdf } from './seal.js';

/**
 * The claim report's documents as the module `claim-reports` asks them through its `ReportPdf` port
 * (render the document to sign; sign: the evidence page and the seal). The shapes are the port's, written
 * here because signing/ imports no module: they match it structurally.
 */
export interface ClaimPdfInput {
  reportId: string;
  numeroPolizza: string;
  prodotto: string;
  eventDate: string;
  data: CaiData | DamageData;
  /** The client, for the evidence page when a signature carries no tax code of its own. */
  policyholder?: { name: string; taxCode?: string | null } | null;
}

/**
 * The document to sign: the report, its policyholder (the damage report's heading: name and tax code; the
 * CAI prints none of it, its section 6 naming the policyholder as the form has it, with no tax code, since
 * driver B receives it) and its files, each with its SHA-256 (docs/decisions/0128).
 */
export interface ClaimDocumentInput extends ClaimPdfInput {
  policyholder: { name: string; taxCode?: string | null } | null;
  attachments: readonly DocumentAttachment[];
}

/** One signature as the module keeps it (its FEA evidence). */
export interface ClaimSignature {
  signer: 'A' | 'B';
  name: string;
  /** The signer's tax code when known (A's, from the account). */
  taxCode?: string | null;
  at: string;
  /** SHA-256 of the document the code signed. */
  sha256: string;
  /** The mobile the code went to (masked or not). */
  sentTo: string;
  ipAddress: string | null;
  userAgent: string | null;
  codeSentAt?: string | null;
  emailTo?: string | null;
}

export interface SignedClaimPdfInput extends ClaimPdfInput {
  /** The bytes `render` made and the signers signed: kept by the caller, never made again. */
  document: Uint8Array;
  sha256: string;
  signatures: readonly ClaimSignature[];
  /** Set when driver B did not sign in time (the report goes on signed by A alone). */
  note?: string;
  /** Until when B could sign, for the evidence page. */
  bDeadline?: string | null;
  /** B's answer (issue 34): declined or corrections not accepted, with B's identity and reasons. */
  counterpartB?: { outcome: 'declined' | 'corrected' | 'other' } & CounterpartEvidence;
}

export const CAI_TITLE = 'Constatazione amichevole di incidente (CAI)';
export const DAMAGE_TITLE = 'Denuncia di sinistro';

/** The port's implementation: the paper form's layout, the evidence page, the agency's seal. */
export function claimReportPdf(deps: { sealer: Sealer; agencyName: string; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async render(input: ClaimDocumentInput): Promise<Buffer> {
      const common = {
        reportId: input.reportId,
        agencyName: deps.agencyName,
        createdAt: now(),
        attachments: input.attachments,
      };
      const bytes =
        input.data.kind === 'motor'
          ? await renderCaiPdf({ ...common, data: input.data })
          : await renderDamagePdf({
              ...common,
              data: input.data,
              policyholder: input.policyholder,
              policy: { numeroPolizza: input.numeroPolizza, prodotto: input.prodotto },
            });
      return Buffer.from(bytes);
    },

    async sign(input: SignedClaimPdfInput): Promise<Buffer> {
      const sha256 = sha256Hex(input.document);
      if (sha256 !== input.sha256 || input.signatures.some((signature) => signature.sha256 !== sha256)) {
        throw new Error(`claim report ${input.reportId}: the signatures are not of this document`);
      }
      const motor = input.data.kind === 'motor';
      const signers: SignerEvidence[] = input.signatures.map((signature) => ({
        role: motor ? signature.signer : 'client',
        name: signature.name,
        taxCode:
          signature.taxCode ?? (signature.signer === 'A' ? (input.policyholder?.taxCode ?? null) : null),
        mobile: signature.sentTo,
        signedAt: signature.at,
        ip: signature.ipAddress,
        userAgent: signature.userAgent,
        codeSentAt: signature.codeSentAt ?? null,
        emailTo: signature.emailTo ?? null,
      }));
      const answer = input.counterpartB?.outcome;
      const signedByB = signers.some((signer) => signer.role === 'B');
      const withEvidence = await appendEvidence(input.document, {
        reportId: input.reportId,
        agencyName: deps.agencyName,
        documentTitle: motor ? CAI_TITLE : DAMAGE_TITLE,
        signers,
        counterpartB: signedByB
          ? 'signed'
          : motor && (answer === 'declined' || answer === 'corrected')
            ? answer
            : motor && input.note
              ? 'expired'
              : 'none',
        ...(input.bDeadline ? { deadlineB: input.bDeadline } : {}),
        ...(input.counterpartB ? { b: input.counterpartB } : {}),
      });
      return Buffer.from(await sealPdf(withEvidence, deps.sealer, { contactInfo: deps.agencyName }));
    },
  };
}
