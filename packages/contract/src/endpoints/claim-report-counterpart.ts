import {
  claimReportCodeReply,
  claimReportIdRequest,
  claimReportReply,
  claimReportVersionRequest,
} from '../claim-report.js';
import {
  confirmIdentityReply,
  confirmIdentityRequest,
  correctAsBReply,
  correctAsBRequest,
  declineAsBReply,
  declineAsBRequest,
} from '../claim-report-counterpart.js';
import { ClaimReportPath } from '../claim-report-paths.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';

/** Driver B as a signer (issue 34, docs/decisions/0134): the rows whose schemas are in ../claim-report-counterpart.ts. */

const C = ErrorCode;
const OF_THE_LINK = [C.CLAIMREPORT_LINK_INVALID, C.CLAIMREPORT_LINK_USED] as const;

export const confirmClaimReportSignIdentity = {
  method: 'POST',
  path: ClaimReportPath.confirmClaimReportSignIdentity,
  access: 'public',
  body: confirmIdentityRequest,
  reply: confirmIdentityReply,
  errors: [
    ...OF_THE_LINK,
    C.CLAIMB_IDENTITY,
    C.CLAIMB_TAX_CODE_CHECK,
    C.CLAIMB_TAX_CODE_MISMATCH,
    C.CLAIMB_SAME_AS_A,
  ],
} as const satisfies JsonEndpoint;

export const declineClaimReportAsB = {
  method: 'POST',
  path: ClaimReportPath.declineClaimReportAsB,
  access: 'public',
  body: declineAsBRequest,
  reply: declineAsBReply,
  errors: [...OF_THE_LINK, C.CLAIMB_IDENTITY_FIRST, C.CLAIMB_REASON, C.CLAIMREPORT_SEAL_UNAVAILABLE],
} as const satisfies JsonEndpoint;

export const correctClaimReportAsB = {
  method: 'POST',
  path: ClaimReportPath.correctClaimReportAsB,
  access: 'public',
  body: correctAsBRequest,
  reply: correctAsBReply,
  errors: [
    ...OF_THE_LINK,
    C.CLAIMB_IDENTITY_FIRST,
    C.CLAIMB_NO_CHANGE,
    C.CLAIMB_CORRECTED_ONCE,
    C.CLAIMREPORT_INCOMPLETE,
    C.CLAIMREPORT_TAX_CODE,
  ],
} as const satisfies JsonEndpoint;

export const acceptClaimReportCorrection = {
  method: 'POST',
  path: ClaimReportPath.acceptClaimReportCorrection,
  access: 'user',
  body: claimReportVersionRequest,
  reply: claimReportCodeReply,
  errors: [
    C.NOT_FOUND,
    C.CLAIMREPORT_VERSION,
    C.CLAIMREPORT_STATE,
    C.CLAIMREPORT_NO_MOBILE,
    C.RESEND_LIMIT,
    C.DELIVERY_FAILED,
  ],
} as const satisfies JsonEndpoint;

export const rejectClaimReportCorrection = {
  method: 'POST',
  path: ClaimReportPath.rejectClaimReportCorrection,
  access: 'user',
  body: claimReportIdRequest,
  reply: claimReportReply,
  errors: [C.NOT_FOUND, C.CLAIMREPORT_STATE, C.CLAIMREPORT_SEAL_UNAVAILABLE],
} as const satisfies JsonEndpoint;
