import { emptyRequest } from '../auth.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { inboxIdRequest } from '../inbox.js';
import { ApiPath } from '../paths.js';
import {
  inboxThreadReply,
  myRequestReply,
  myRequestRequest,
  myRequestsReply,
  replyMyRequestReply,
  replyMyRequestRequest,
  unreadRequestsReply,
} from '../requests.js';

/**
 * The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../requests.ts: the client's
 * requests with their number and thread (issue 35, docs/decisions/0143). Another client's number answers
 * like a missing one.
 */

export const getMyRequests = {
  method: 'POST',
  path: ApiPath.getMyRequests,
  access: 'user',
  body: emptyRequest.optional(),
  reply: myRequestsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getMyRequest = {
  method: 'POST',
  path: ApiPath.getMyRequest,
  access: 'user',
  body: myRequestRequest,
  reply: myRequestReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const replyMyRequest = {
  method: 'POST',
  path: ApiPath.replyMyRequest,
  access: 'user',
  body: replyMyRequestRequest,
  reply: replyMyRequestReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.REQUEST_CLOSED, ErrorCode.CONTACT_TOO_MANY],
  cleansItsText: true,
} as const satisfies JsonEndpoint;

export const getUnreadRequests = {
  method: 'POST',
  path: ApiPath.getUnreadRequests,
  access: 'user',
  body: emptyRequest.optional(),
  reply: unreadRequestsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getInboxThread = {
  method: 'POST',
  path: ApiPath.getInboxThread,
  access: 'staff',
  body: inboxIdRequest,
  reply: inboxThreadReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;
