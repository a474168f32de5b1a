import {
  assignClaimReportRequest,
  claimDeskReply,
  claimDeskRequest,
  closeClaimReportRequest,
  linkClaimReportRequest,
  staffClaimReportReply,
} from '../claim-report-desk.js';
import { ClaimReportPath } from '../claim-report-paths.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';

/** The rows of the agency's desk (issue 34 item 7, docs/decisions/0142); schemas in ../claim-report-desk.ts. */

const C = ErrorCode;

export const getStaffClaimReport = {
  method: 'POST',
  path: ClaimReportPath.getStaffClaimReport,
  access: 'staff',
  body: claimDeskRequest,
  reply: staffClaimReportReply,
  errors: [C.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const assignClaimReport = {
  method: 'POST',
  path: ClaimReportPath.assignClaimReport,
  access: 'staff',
  body: assignClaimReportRequest,
  reply: claimDeskReply,
  errors: [C.NOT_FOUND, C.CLAIMDESK_STATE, C.CLAIMDESK_ASSIGNEE],
} as const satisfies JsonEndpoint;

export const takeClaimReport = {
  method: 'POST',
  path: ClaimReportPath.takeClaimReport,
  access: 'staff',
  body: claimDeskRequest,
  reply: claimDeskReply,
  errors: [C.NOT_FOUND, C.CLAIMDESK_STATE],
} as const satisfies JsonEndpoint;

export const closeClaimReport = {
  method: 'POST',
  path: ClaimReportPath.closeClaimReport,
  access: 'staff',
  body: closeClaimReportRequest,
  reply: claimDeskReply,
  errors: [C.NOT_FOUND, C.CLAIMDESK_STATE],
} as const satisfies JsonEndpoint;

export const linkClaimReport = {
  method: 'POST',
  path: ClaimReportPath.linkClaimReport,
  access: 'staff',
  body: linkClaimReportRequest,
  reply: claimDeskReply,
  errors: [C.NOT_FOUND, C.CLAIMDESK_STATE, C.CLAIMDESK_CLAIM],
} as const satisfies JsonEndpoint;
