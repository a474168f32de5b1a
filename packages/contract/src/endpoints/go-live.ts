import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  goLiveChecklistReply,
  goLiveChecklistRequest,
  testMessageReply,
  testMessageRequest,
} from '../go-live.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../go-live.ts. */

export const getGoLiveChecklist = {
  method: 'POST',
  path: ApiPath.getGoLiveChecklist,
  access: 'staff',
  agencyWide: true,
  body: goLiveChecklistRequest,
  reply: goLiveChecklistReply,
  errors: [],
} as const satisfies JsonEndpoint;

/** To the caller's own e-mail: NOT_FOUND when their account has none (never another's address). */
export const sendTestEmail = {
  method: 'POST',
  path: ApiPath.sendTestEmail,
  access: 'superuser',
  body: testMessageRequest,
  reply: testMessageReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

/** To the caller's own mobile: NOT_FOUND when their account has none. */
export const sendTestSms = {
  method: 'POST',
  path: ApiPath.sendTestSms,
  access: 'superuser',
  body: testMessageRequest,
  reply: testMessageReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;
