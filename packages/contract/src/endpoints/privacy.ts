import { plainOkReply } from '../auth.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';
import {
  getMessageReply,
  getMessageRequest,
  getPrivacyTemplateReply,
  getPrivacyTemplateRequest,
  getUserPrivacyReply,
  getUserPrivacyRequest,
  setUserPrivacyRequest,
  updateMessageReply,
  updateMessageRequest,
} from '../privacy.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../privacy.ts. */

export const getPrivacyTemplate = {
  method: 'POST',
  path: ApiPath.getPrivacyTemplate,
  access: 'optional',
  body: getPrivacyTemplateRequest,
  reply: getPrivacyTemplateReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const getUserPrivacy = {
  method: 'POST',
  path: ApiPath.getUserPrivacy,
  access: 'user',
  body: getUserPrivacyRequest,
  reply: getUserPrivacyReply,
  errors: [],
  servesPendingSteps: true,
} as const satisfies JsonEndpoint;

export const setUserPrivacy = {
  method: 'POST',
  path: ApiPath.setUserPrivacy,
  access: 'user',
  body: setUserPrivacyRequest,
  reply: plainOkReply,
  errors: [ErrorCode.PRIVACY_MISMATCH, ErrorCode.NECESSARY_CONSENT],
  servesPendingSteps: true,
} as const satisfies JsonEndpoint;

export const getMessage = {
  method: 'POST',
  path: ApiPath.getMessage,
  access: 'user',
  body: getMessageRequest,
  reply: getMessageReply,
  errors: [],
  servesPendingSteps: true,
} as const satisfies JsonEndpoint;

export const updateMessage = {
  method: 'POST',
  path: ApiPath.updateMessage,
  access: 'user',
  body: updateMessageRequest,
  reply: updateMessageReply,
  errors: [ErrorCode.NOT_FOUND],
  servesPendingSteps: true,
} as const satisfies JsonEndpoint;
