import {
  auditLogCsvRequest,
  auditLogReply,
  auditLogRequest,
  contactRequestsReply,
  contactRequestsRequest,
  createStaffUserRequest,
  failedDeliveriesReply,
  failedDeliveriesRequest,
  invitedReply,
  resendDeliveryReply,
  resendDeliveryRequest,
  userActionReply,
  userActionRequest,
} from '../admin.js';
import type { FileEndpoint, JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../admin.ts. */

export const getContactRequests = {
  method: 'POST',
  path: ApiPath.getContactRequests,
  access: 'staff',
  body: contactRequestsRequest,
  reply: contactRequestsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getFailedDeliveries = {
  method: 'POST',
  path: ApiPath.getFailedDeliveries,
  access: 'staff',
  agencyWide: true,
  body: failedDeliveriesRequest,
  reply: failedDeliveriesReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const resendDelivery = {
  method: 'POST',
  path: ApiPath.resendDelivery,
  access: 'staff',
  agencyWide: true,
  body: resendDeliveryRequest,
  reply: resendDeliveryReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const disableUser = {
  method: 'POST',
  path: ApiPath.disableUser,
  access: 'superuser',
  body: userActionRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const enableUser = {
  method: 'POST',
  path: ApiPath.enableUser,
  access: 'superuser',
  body: userActionRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const unlockUser = {
  method: 'POST',
  path: ApiPath.unlockUser,
  access: 'superuser',
  body: userActionRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const endUserSessions = {
  method: 'POST',
  path: ApiPath.endUserSessions,
  access: 'superuser',
  body: userActionRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const resetSecondFactor = {
  method: 'POST',
  path: ApiPath.resetSecondFactor,
  access: 'superuser',
  body: userActionRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const createStaffUser = {
  method: 'POST',
  path: ApiPath.createStaffUser,
  access: 'superuser',
  body: createStaffUserRequest,
  reply: invitedReply,
  errors: [
    ErrorCode.ONBOARDING_EMAIL_TAKEN,
    ErrorCode.PHONE_INVALID,
    ErrorCode.STAFF_UNKNOWN_BRANCH,
    ErrorCode.STAFF_SUPERUSER_BRANCH,
  ],
} as const satisfies JsonEndpoint;

export const sendInvite = {
  method: 'POST',
  path: ApiPath.sendInvite,
  access: 'staff',
  body: userActionRequest,
  reply: invitedReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INVITEE_DISABLED],
} as const satisfies JsonEndpoint;

export const getAuditLog = {
  method: 'POST',
  path: ApiPath.getAuditLog,
  access: 'staff',
  agencyWide: true,
  body: auditLogRequest,
  reply: auditLogReply,
  errors: [],
} as const satisfies JsonEndpoint;

/** The audit log with getAuditLog's filters, every entry, as CSV: streamed a page at a time. */
export const getAuditLogCsv = {
  method: 'POST',
  path: ApiPath.getAuditLogCsv,
  access: 'staff',
  agencyWide: true,
  body: auditLogCsvRequest,
  file: 'text/csv',
  errors: [],
} as const satisfies FileEndpoint;
