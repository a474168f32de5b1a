import { z } from 'zod';
import {
  CLAIM_REPORT_KINDS,
  claimReportId,
  claimReportIdRequest,
  claimReportInboxItem,
  claimReportInboxRequest,
  claimReportView,
} from './claim-report.js';
import { claimDate } from './claim-report-cai.js';
import { claimReportFile } from './claim-report-files.js';
import { MAX_SERIAL_ID, okReply } from './envelope.js';
import { textFilter } from './text-filter.js';

/**
 * The agency's desk in the console (issue 34 item 7, docs/decisions/0142): a report opened whole, assigned
 * to a colleague, taken in charge, closed with a reason, linked to the agency's claim by hand; the list
 * filtered by state, assignee, kind and date.
 */

/** Where a sent report stands at the desk: sent, linked to a claim, taken in charge, closed (drafts never listed). */
export const CLAIM_DESK_STATUSES = ['sent', 'linked', 'taken', 'closed'] as const;
export type ClaimDeskStatus = (typeof CLAIM_DESK_STATUSES)[number];
export const claimDeskStatus = z.enum(CLAIM_DESK_STATUSES);

/** A closing reason: one line of at most 500 characters, no control character (the client reads it). */
export const CLAIM_CLOSE_REASON_MAX = 500;

/** A staff account's user code (8 digits). */
export const staffUserCode = z.string().regex(/^\d{8}$/);

/** The list's filters: by state, by assignee (`me`, `none`, or a colleague's user code), kind, event dates. */
export const claimReportDeskListRequest = claimReportInboxRequest.extend({
  status: claimDeskStatus.optional(),
  assignee: z.union([z.enum(['me', 'none']), staffUserCode]).optional(),
  kind: z.enum(CLAIM_REPORT_KINDS).optional(),
  from: claimDate.optional(),
  to: claimDate.optional(),
  /** Only the reports whose client wrote and the branch has not answered yet. */
  awaitingBranch: z.literal(true).optional(),
});
export type ClaimReportDeskListRequest = z.infer<typeof claimReportDeskListRequest>;

/** A staff account, as the desk names it. */
export const claimDeskStaff = z.object({ userCode: z.string(), name: z.string() });
export type ClaimDeskStaff = z.infer<typeof claimDeskStaff>;

/** The desk's state of a report. */
export const claimDesk = z.object({
  status: claimDeskStatus,
  assignee: claimDeskStaff.nullable(),
  takenAt: z.string().nullable(),
  takenBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  closeReason: z.string().nullable(),
  /** `auto`: linked by policy and date, a proposal until a staff member confirms it; `staff`: by hand. */
  linkSource: z.enum(['auto', 'staff']).nullable(),
  linkConfirmedBy: z.string().nullable(),
  linkConfirmedAt: z.string().nullable(),
  /** Since when the client's messages wait for the branch's answer (null: nothing unanswered). */
  clientWroteAt: z.string().nullable(),
});
export type ClaimDesk = z.infer<typeof claimDesk>;

export const claimReportDeskItem = claimReportInboxItem.extend({
  deskStatus: claimDeskStatus,
  assignee: claimDeskStaff.nullable(),
  /** Since when the client's messages wait for the branch's answer (null: nothing unanswered). */
  clientWroteAt: z.string().nullable(),
});
export type ClaimReportDeskItem = z.infer<typeof claimReportDeskItem>;
export const claimReportDeskListReply = okReply({
  reports: z.array(claimReportDeskItem),
  next: z.number().nullable(),
  /** The agency's staff accounts, for the assignee filter. */
  staff: z.array(claimDeskStaff),
});

/** One signature's evidence as the server keeps it (decisions/0111): who, when, which document, how. */
export const claimSignatureEvidence = z.object({
  signer: z.enum(['A', 'B']),
  userCode: z.string().nullable(),
  name: z.string(),
  at: z.string(),
  sha256: z.string(),
  channel: z.string(),
  sentTo: z.string(),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
});

/** A claim of the client's in the agency's data (getSinistro), to link the report to. */
export const claimDeskClaim = z.object({
  sinistroId: z.number(),
  numeroSinistro: z.string().nullable(),
  numeroPolizza: z.string().nullable(),
  dataSinistro: z.string().nullable(),
  stato: z.string().nullable(),
  /** On the report's policy and event date: what the automatic link picks. */
  matches: z.boolean(),
});
export type ClaimDeskClaim = z.infer<typeof claimDeskClaim>;

/** A report opened whole in the console. */
export const staffClaimReportReply = okReply({
  report: claimReportView,
  client: z.object({ name: z.string(), userId: z.string(), clientId: z.string().nullable() }),
  receivedAt: z.string().nullable(),
  desk: claimDesk,
  files: z.array(claimReportFile),
  signatures: z.array(claimSignatureEvidence),
  claims: z.array(claimDeskClaim),
  /** The agency's staff accounts, to assign the report to. */
  staff: z.array(claimDeskStaff),
});
export type StaffClaimReportReply = z.infer<typeof staffClaimReportReply>;

export const assignClaimReportRequest = z.object({
  reportId: claimReportId,
  /** A staff account's user code; null takes the assignment away. */
  assignee: staffUserCode.nullable(),
});
export const closeClaimReportRequest = z.object({
  reportId: claimReportId,
  reason: textFilter({ max: CLAIM_CLOSE_REASON_MAX }),
});
export const linkClaimReportRequest = z.object({
  reportId: claimReportId,
  sinistroId: z.number().int().min(1).max(MAX_SERIAL_ID),
});
export const claimDeskRequest = claimReportIdRequest;
export const claimDeskReply = okReply({ desk: claimDesk });
