import {
  contentActRequest,
  createLoginMessageRequest,
  createPrivacyTemplateRequest,
  loginMessagePreviewReply,
  loginMessageReply,
  loginMessagesReply,
  loginMessagesRequest,
  previewLoginMessageRequest,
  privacyTemplateReply,
  privacyTemplatesReply,
  privacyTemplatesRequest,
} from '../admin-content.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../admin-content.ts. */

/** What publishing and withdrawing a message or a privacy template answer. */
const OF_A_CONTENT_ACT = [ErrorCode.NOT_FOUND, ErrorCode.CONTENT_STATE] as const;

export const getLoginMessages = {
  method: 'POST',
  path: ApiPath.getLoginMessages,
  access: 'superuser',
  body: loginMessagesRequest,
  reply: loginMessagesReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const createLoginMessage = {
  method: 'POST',
  path: ApiPath.createLoginMessage,
  access: 'superuser',
  body: createLoginMessageRequest,
  reply: loginMessageReply,
  errors: [
    ErrorCode.MESSAGE_UNKNOWN_RECIPIENT,
    ErrorCode.MESSAGE_EMPTY,
    ErrorCode.MESSAGE_EXPIRED,
    ErrorCode.MESSAGE_UNKNOWN_BRANCH,
  ],
} as const satisfies JsonEndpoint;

/** Ours: the message as it would be stored, and what the sanitizer and the audience check refuse in it. */
export const previewLoginMessage = {
  method: 'POST',
  path: ApiPath.previewLoginMessage,
  access: 'superuser',
  body: previewLoginMessageRequest,
  reply: loginMessagePreviewReply,
  errors: [ErrorCode.MESSAGE_UNKNOWN_BRANCH],
} as const satisfies JsonEndpoint;

export const getPrivacyTemplates = {
  method: 'POST',
  path: ApiPath.getPrivacyTemplates,
  access: 'superuser',
  body: privacyTemplatesRequest,
  reply: privacyTemplatesReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const createPrivacyTemplate = {
  method: 'POST',
  path: ApiPath.createPrivacyTemplate,
  access: 'superuser',
  body: createPrivacyTemplateRequest,
  reply: privacyTemplateReply,
  errors: [ErrorCode.TEMPLATE_DUPLICATE],
} as const satisfies JsonEndpoint;

export const publishLoginMessage = {
  method: 'POST',
  path: ApiPath.publishLoginMessage,
  access: 'superuser',
  body: contentActRequest,
  reply: loginMessageReply,
  errors: [...OF_A_CONTENT_ACT, ErrorCode.MESSAGE_EXPIRED],
} as const satisfies JsonEndpoint;

export const withdrawLoginMessage = {
  method: 'POST',
  path: ApiPath.withdrawLoginMessage,
  access: 'superuser',
  body: contentActRequest,
  reply: loginMessageReply,
  errors: OF_A_CONTENT_ACT,
} as const satisfies JsonEndpoint;

export const publishPrivacyTemplate = {
  method: 'POST',
  path: ApiPath.publishPrivacyTemplate,
  access: 'superuser',
  body: contentActRequest,
  reply: privacyTemplateReply,
  errors: OF_A_CONTENT_ACT,
} as const satisfies JsonEndpoint;

export const withdrawPrivacyTemplate = {
  method: 'POST',
  path: ApiPath.withdrawPrivacyTemplate,
  access: 'superuser',
  body: contentActRequest,
  reply: privacyTemplateReply,
  errors: OF_A_CONTENT_ACT,
} as const satisfies JsonEndpoint;
