import { userActionReply } from '../admin.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  inboxAnswerRequest,
  inboxAssignRequest,
  inboxDetailReply,
  inboxFiguresReply,
  inboxFiguresRequest,
  inboxIdRequest,
  inboxNoteRequest,
  inboxReply,
  inboxRequest,
} from '../inbox.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../inbox.ts. */

export const getInbox = {
  method: 'POST',
  path: ApiPath.getInbox,
  access: 'staff',
  body: inboxRequest,
  reply: inboxReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getInboxRequest = {
  method: 'POST',
  path: ApiPath.getInboxRequest,
  access: 'staff',
  body: inboxIdRequest,
  reply: inboxDetailReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const takeInboxRequest = {
  method: 'POST',
  path: ApiPath.takeInboxRequest,
  access: 'staff',
  body: inboxIdRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INBOX_STATE, ErrorCode.INBOX_TAKEN],
} as const satisfies JsonEndpoint;

export const noteInboxRequest = {
  method: 'POST',
  path: ApiPath.noteInboxRequest,
  access: 'staff',
  body: inboxNoteRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INBOX_STATE],
} as const satisfies JsonEndpoint;

export const answerInboxRequest = {
  method: 'POST',
  path: ApiPath.answerInboxRequest,
  access: 'staff',
  body: inboxAnswerRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INBOX_STATE, ErrorCode.INBOX_TAKEN, ErrorCode.INBOX_NO_EMAIL],
} as const satisfies JsonEndpoint;

export const closeInboxRequest = {
  method: 'POST',
  path: ApiPath.closeInboxRequest,
  access: 'staff',
  body: inboxIdRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INBOX_STATE, ErrorCode.INBOX_TAKEN],
} as const satisfies JsonEndpoint;

export const releaseInboxRequest = {
  method: 'POST',
  path: ApiPath.releaseInboxRequest,
  access: 'staff',
  body: inboxIdRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INBOX_STATE, ErrorCode.INBOX_TAKEN],
} as const satisfies JsonEndpoint;

export const assignInboxRequest = {
  method: 'POST',
  path: ApiPath.assignInboxRequest,
  access: 'staff',
  body: inboxAssignRequest,
  reply: userActionReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INBOX_STATE, ErrorCode.INBOX_TAKEN, ErrorCode.INBOX_ASSIGNEE],
} as const satisfies JsonEndpoint;

export const getInboxFigures = {
  method: 'POST',
  path: ApiPath.getInboxFigures,
  access: 'staff',
  body: inboxFiguresRequest,
  reply: inboxFiguresReply,
  errors: [],
} as const satisfies JsonEndpoint;
