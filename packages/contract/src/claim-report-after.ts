import { z } from 'zod';
import { MAX_SERIAL_ID, okReply } from './envelope.js';

/**
 * After a claim report is sent (issue 34, item 6; docs/decisions/0140): the documents and photos the client
 * adds later, and the thread between the client and the branch, with the branch's requests for documents.
 */

/** What a file added to a sent report is: the client names it, the timeline and the agency's feed say it. */
export const CLAIM_REPORT_LATER_KINDS = [
  'medicalCertificate',
  'repairEstimate',
  'policeReport',
  'invoice',
  'otherPhoto',
  /** Anything else, and what the branch asked for by name (an upload answering its request). */
  'other',
] as const;
export const claimReportLaterKind = z.enum(CLAIM_REPORT_LATER_KINDS);
export type ClaimReportLaterKind = z.infer<typeof claimReportLaterKind>;

/** Their names in Italian (the timeline's text, the page's choice). */
export const CLAIM_REPORT_LATER_KIND_LABELS: Record<ClaimReportLaterKind, string> = {
  medicalCertificate: 'Certificato medico',
  repairEstimate: 'Preventivo di riparazione',
  policeReport: 'Verbale delle autorità',
  invoice: 'Fattura',
  otherPhoto: 'Altra foto',
  other: 'Altro documento',
};

/** At most this many files added to one report after it was sent (beside the ones it was signed with). */
export const CLAIM_REPORT_MAX_LATER_FILES = 20;

/** The longest message of a report's thread, or request for documents. */
export const CLAIM_THREAD_TEXT_MAX = 2000;

/** A control character other than a line break (a message may have lines; a NUL or an escape it may not). */
const CONTROL_BUT_LINE_BREAK = /[^\P{Cc}\n\r]/u;

/**
 * A message's text: lines allowed (CR LF made LF), no other control character, trimmed, 1 to 2000
 * characters; anything else is VALIDATION_001 before a row is read.
 */
export const threadText = z
  .string()
  .refine((text) => !CONTROL_BUT_LINE_BREAK.test(text), 'a control character')
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().min(1).max(CLAIM_THREAD_TEXT_MAX));

/** Who wrote a message: the client, or the branch (a staff member, not named to the client). */
export const threadAuthor = z.enum(['client', 'branch']);

/** A message of the thread, or the branch's request for documents (open until the client uploads one). */
export const claimReportMessage = z.object({
  messageId: z.number().int(),
  author: threadAuthor,
  kind: z.enum(['message', 'documentRequest']),
  text: z.string(),
  at: z.string(),
  /** A request's answer: when the client uploaded a file for it, and which. */
  fulfilledAt: z.string().nullable(),
  fulfilledFileId: z.string().nullable(),
});
export type ClaimReportMessage = z.infer<typeof claimReportMessage>;

export const claimReportThreadRequest = z.object({ reportId: z.uuid() });
export const claimReportThreadReply = okReply({ messages: z.array(claimReportMessage) });
export const postClaimReportMessageRequest = z.object({ reportId: z.uuid(), text: threadText });
export const claimReportMessageReply = okReply({ message: claimReportMessage });

/** An upload's link to a request for documents: the file answers it once completed. */
export const claimReportRequestId = z.number().int().min(1).max(MAX_SERIAL_ID);
