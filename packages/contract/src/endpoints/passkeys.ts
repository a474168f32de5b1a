import { loginReply } from '../auth.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  addPasskeyRequest,
  passkeyCreationOptionsReply,
  passkeyIdRequest,
  passkeyListReply,
  passkeyListRequest,
  passkeyLoginRequest,
  passkeyOptionsRequest,
  passkeyReply,
  passkeyRequestOptionsReply,
  removePasskeyReply,
  renamePasskeyRequest,
} from '../passkeys.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../passkeys.ts. */

/** A new passkey is a new way in: both calls of its ceremony take a fresh proof (decisions/0130). */
export const getPasskeyCreationOptions = {
  method: 'POST',
  path: ApiPath.getPasskeyCreationOptions,
  access: 'user',
  stepUp: true,
  body: passkeyOptionsRequest,
  reply: passkeyCreationOptionsReply,
  errors: [ErrorCode.PASSKEY_TOO_MANY],
} as const satisfies JsonEndpoint;

export const addPasskey = {
  method: 'POST',
  path: ApiPath.addPasskey,
  access: 'user',
  stepUp: true,
  body: addPasskeyRequest,
  reply: passkeyReply,
  errors: [
    ErrorCode.PASSKEY_CHALLENGE,
    ErrorCode.PASSKEY_NOT_ADDED,
    ErrorCode.PASSKEY_TOO_MANY,
    ErrorCode.PASSKEY_DUPLICATE,
  ],
} as const satisfies JsonEndpoint;

export const getPasskeys = {
  method: 'POST',
  path: ApiPath.getPasskeys,
  access: 'user',
  body: passkeyListRequest,
  reply: passkeyListReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const renamePasskey = {
  method: 'POST',
  path: ApiPath.renamePasskey,
  access: 'user',
  body: renamePasskeyRequest,
  reply: passkeyReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const removePasskey = {
  method: 'POST',
  path: ApiPath.removePasskey,
  access: 'user',
  body: passkeyIdRequest,
  reply: removePasskeyReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const getPasskeyLoginOptions = {
  method: 'POST',
  path: ApiPath.getPasskeyLoginOptions,
  access: 'public',
  body: passkeyOptionsRequest,
  reply: passkeyRequestOptionsReply,
  errors: [ErrorCode.LOGIN_LOCKED],
} as const satisfies JsonEndpoint;

export const loginWithPasskey = {
  method: 'POST',
  path: ApiPath.loginWithPasskey,
  access: 'public',
  body: passkeyLoginRequest,
  reply: loginReply,
  errors: [
    ErrorCode.PASSKEY_CHALLENGE,
    ErrorCode.PASSKEY_NOT_RECOGNISED,
    ErrorCode.LOGIN_LOCKED,
    ErrorCode.USER_DISABLED,
    ErrorCode.LOGIN_GROUP,
  ],
} as const satisfies JsonEndpoint;
