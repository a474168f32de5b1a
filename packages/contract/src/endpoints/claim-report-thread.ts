import {
  claimReportMessageReply,
  claimReportThreadReply,
  claimReportThreadRequest,
  postClaimReportMessageRequest,
} from '../claim-report-after.js';
import { ClaimReportPath } from '../claim-report-paths.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';

/**
 * The thread of a sent report between the client and the branch, and the branch's requests for documents
 * (issue 34, items 6 and 7; docs/decisions/0140). Another client's report answers like a missing one.
 */

const C = ErrorCode;
const OF_A_POST = [C.NOT_FOUND, C.CLAIMREPORT_STATE, C.TOO_MANY_REQUESTS] as const;

export const getClaimReportThread = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportThread,
  access: 'user',
  body: claimReportThreadRequest,
  reply: claimReportThreadReply,
  errors: [C.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const postClaimReportMessage = {
  method: 'POST',
  path: ClaimReportPath.postClaimReportMessage,
  access: 'user',
  body: postClaimReportMessageRequest,
  reply: claimReportMessageReply,
  errors: [...OF_A_POST],
} as const satisfies JsonEndpoint;

export const getStaffClaimReportThread = {
  method: 'POST',
  path: ClaimReportPath.getStaffClaimReportThread,
  access: 'staff',
  body: claimReportThreadRequest,
  reply: claimReportThreadReply,
  errors: [C.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const postStaffClaimReportMessage = {
  method: 'POST',
  path: ClaimReportPath.postStaffClaimReportMessage,
  access: 'staff',
  body: postClaimReportMessageRequest,
  reply: claimReportMessageReply,
  errors: [...OF_A_POST],
} as const satisfies JsonEndpoint;

export const requestClaimReportDocuments = {
  method: 'POST',
  path: ClaimReportPath.requestClaimReportDocuments,
  access: 'staff',
  body: postClaimReportMessageRequest,
  reply: claimReportMessageReply,
  errors: [...OF_A_POST],
} as const satisfies JsonEndpoint;
