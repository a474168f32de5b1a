import {
  emptyRequest,
  loginReply,
  loginRequest,
  plainOkReply,
  userStatusReply,
  userStatusRequest,
} from '../auth.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../auth.ts. */

export const login = {
  method: 'POST',
  path: ApiPath.login,
  access: 'public',
  body: loginRequest,
  reply: loginReply,
  errors: [ErrorCode.LOGIN_INVALID, ErrorCode.LOGIN_LOCKED, ErrorCode.USER_DISABLED, ErrorCode.LOGIN_GROUP],
} as const satisfies JsonEndpoint;

export const getUserStatus = {
  method: 'POST',
  path: ApiPath.getUserStatus,
  access: 'session',
  body: userStatusRequest,
  reply: userStatusReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const logout = {
  method: 'POST',
  path: ApiPath.logout,
  access: 'session',
  servesSecondFactor: true,
  body: emptyRequest.optional(),
  reply: plainOkReply,
  errors: [],
} as const satisfies JsonEndpoint;
