import { emptyRequest } from '../auth.js';
import {
  claimReportCodeReply,
  claimReportFeedRequest,
  claimReportIdRequest,
  claimReportPoliciesReply,
  claimReportPoliciesRequest,
  claimReportReply,
  claimReportsReply,
  claimReportVersionRequest,
  confirmClaimReportRequest,
  createClaimReportRequest,
  deleteClaimReportReply,
  saveClaimReportRequest,
  signAsBReply,
  signAsBRequest,
  signLinkCodeReply,
  signLinkCodeRequest,
  signLinkReply,
  signLinkRequest,
  staffClaimReportRequest,
} from '../claim-report.js';
import { claimReportDeskListReply, claimReportDeskListRequest } from '../claim-report-desk.js';
import { ClaimReportPath } from '../claim-report-paths.js';
import type { FileEndpoint, JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../claim-report.ts. */

const C = ErrorCode;
/** What a save of the data may refuse beside a missing report. */
const OF_THE_DATA = [
  C.DATA_LOCKED,
  C.CLAIMREPORT_FUTURE_DATE,
  C.CLAIMREPORT_NOT_IN_FORCE,
  C.CLAIMREPORT_BAD_IBAN,
  C.CLAIMREPORT_HEALTH_CONSENT,
  C.CLAIMREPORT_COVERAGE,
  C.CLAIMREPORT_INSPECTION,
  C.CLAIMREPORT_TAX_CODE,
] as const;
const OF_A_CODE = [C.CLAIMREPORT_CODE_WRONG, C.CLAIMREPORT_CODE_EXPIRED, C.CLAIMREPORT_CODE_LOCKED] as const;

export const getClaimReportPolicies = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportPolicies,
  access: 'user',
  body: claimReportPoliciesRequest,
  reply: claimReportPoliciesReply,
  errors: [C.CLAIMREPORT_FUTURE_DATE],
} as const satisfies JsonEndpoint;

export const createClaimReport = {
  method: 'POST',
  path: ClaimReportPath.createClaimReport,
  access: 'user',
  body: createClaimReportRequest,
  reply: claimReportReply,
  errors: [
    C.NOT_FOUND,
    C.DATA_LOCKED,
    C.CLAIMREPORT_FUTURE_DATE,
    C.CLAIMREPORT_NOT_IN_FORCE,
    C.CLAIMREPORT_COVERAGE,
    C.CLAIMREPORT_TOO_MANY_DRAFTS,
  ],
} as const satisfies JsonEndpoint;

export const saveClaimReport = {
  method: 'POST',
  path: ClaimReportPath.saveClaimReport,
  access: 'user',
  body: saveClaimReportRequest,
  reply: claimReportReply,
  errors: [C.NOT_FOUND, C.CLAIMREPORT_VERSION, C.CLAIMREPORT_STATE, ...OF_THE_DATA],
} as const satisfies JsonEndpoint;

export const getClaimReport = {
  method: 'POST',
  path: ClaimReportPath.getClaimReport,
  access: 'user',
  body: claimReportIdRequest,
  reply: claimReportReply,
  errors: [C.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const getClaimReports = {
  method: 'POST',
  path: ClaimReportPath.getClaimReports,
  access: 'user',
  body: emptyRequest.optional(),
  reply: claimReportsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const deleteClaimReport = {
  method: 'POST',
  path: ClaimReportPath.deleteClaimReport,
  access: 'user',
  body: claimReportIdRequest,
  reply: deleteClaimReportReply,
  errors: [C.NOT_FOUND, C.CLAIMREPORT_STATE],
} as const satisfies JsonEndpoint;

export const submitClaimReport = {
  method: 'POST',
  path: ClaimReportPath.submitClaimReport,
  access: 'user',
  body: claimReportVersionRequest,
  reply: claimReportCodeReply,
  errors: [
    C.NOT_FOUND,
    C.CLAIMREPORT_VERSION,
    C.CLAIMREPORT_STATE,
    C.CLAIMREPORT_INCOMPLETE,
    C.CLAIMREPORT_NO_MOBILE,
    C.CLAIMREPORT_NO_MOBILE_B,
    C.CLAIMB_SAME_AS_A,
    C.FEA_TERMS_NOT_ACCEPTED,
    C.RESEND_LIMIT,
    C.DELIVERY_FAILED,
    ...OF_THE_DATA,
  ],
} as const satisfies JsonEndpoint;

export const cancelClaimReportSigning = {
  method: 'POST',
  path: ClaimReportPath.cancelClaimReportSigning,
  access: 'user',
  body: claimReportIdRequest,
  reply: claimReportReply,
  errors: [C.NOT_FOUND, C.CLAIMREPORT_STATE],
} as const satisfies JsonEndpoint;

export const confirmClaimReport = {
  method: 'POST',
  path: ClaimReportPath.confirmClaimReport,
  access: 'user',
  body: confirmClaimReportRequest,
  reply: claimReportReply,
  errors: [
    C.NOT_FOUND,
    C.CLAIMREPORT_STATE,
    C.CLAIMREPORT_SIGNED,
    C.CLAIMREPORT_SEAL_UNAVAILABLE,
    ...OF_A_CODE,
  ],
} as const satisfies JsonEndpoint;

export const getClaimReportPdf = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportPdf,
  access: 'user',
  body: claimReportIdRequest,
  file: 'application/pdf',
  // A signed copy missing (made before decisions/0111's transaction) is made, sealed, at the download.
  errors: [C.NOT_FOUND, C.CLAIMREPORT_STATE, C.CLAIMREPORT_SEAL_UNAVAILABLE],
} as const satisfies FileEndpoint;

export const getClaimReportSignLink = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportSignLink,
  access: 'public',
  body: signLinkRequest,
  reply: signLinkReply,
  errors: [C.CLAIMREPORT_LINK_INVALID, C.CLAIMREPORT_LINK_USED],
} as const satisfies JsonEndpoint;

export const sendClaimReportSignCode = {
  method: 'POST',
  path: ClaimReportPath.sendClaimReportSignCode,
  access: 'public',
  body: signLinkCodeRequest,
  reply: signLinkCodeReply,
  errors: [
    C.CLAIMREPORT_LINK_INVALID,
    C.CLAIMREPORT_LINK_USED,
    C.CLAIMB_IDENTITY_FIRST,
    C.FEA_TERMS_NOT_ACCEPTED,
    C.RESEND_LIMIT,
    C.DELIVERY_FAILED,
  ],
} as const satisfies JsonEndpoint;

export const getClaimReportSignPdf = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportSignPdf,
  access: 'public',
  body: signLinkRequest,
  file: 'application/pdf',
  errors: [C.CLAIMREPORT_LINK_INVALID, C.CLAIMREPORT_LINK_USED],
} as const satisfies FileEndpoint;

export const signClaimReportAsB = {
  method: 'POST',
  path: ClaimReportPath.signClaimReportAsB,
  access: 'public',
  body: signAsBRequest,
  reply: signAsBReply,
  errors: [
    C.FEA_TERMS_NOT_ACCEPTED,
    C.CLAIMREPORT_LINK_INVALID,
    C.CLAIMREPORT_LINK_USED,
    C.CLAIMB_IDENTITY_FIRST,
    C.CLAIMREPORT_SEAL_UNAVAILABLE,
    ...OF_A_CODE,
  ],
} as const satisfies JsonEndpoint;

export const getClaimReportInbox = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportInbox,
  access: 'staff',
  body: claimReportDeskListRequest,
  reply: claimReportDeskListReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getStaffClaimReportPdf = {
  method: 'POST',
  path: ClaimReportPath.getStaffClaimReportPdf,
  access: 'staff',
  body: staffClaimReportRequest,
  file: 'application/pdf',
  errors: [C.NOT_FOUND, C.CLAIMREPORT_SEAL_UNAVAILABLE],
} as const satisfies FileEndpoint;

export const getClaimReportFeed = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportFeed,
  access: 'staff',
  agencyWide: true,
  body: claimReportFeedRequest,
  file: 'application/jsonl',
  errors: [],
} as const satisfies FileEndpoint;
