import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';
import {
  changeStaffAccountReply,
  changeStaffAccountRequest,
  staffAccountsReply,
  staffAccountsRequest,
  staffScopeReply,
  staffScopeRequest,
} from '../staff-accounts.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../staff-accounts.ts. */

export const getStaffAccounts = {
  method: 'POST',
  path: ApiPath.getStaffAccounts,
  access: 'superuser',
  body: staffAccountsRequest,
  reply: staffAccountsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const changeStaffAccount = {
  method: 'POST',
  path: ApiPath.changeStaffAccount,
  access: 'superuser',
  body: changeStaffAccountRequest,
  reply: changeStaffAccountReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.STAFF_NOT_STAFF, ErrorCode.STAFF_SELF],
} as const satisfies JsonEndpoint;

export const getStaffScope = {
  method: 'POST',
  path: ApiPath.getStaffScope,
  access: 'staff',
  body: staffScopeRequest,
  reply: staffScopeReply,
  errors: [],
} as const satisfies JsonEndpoint;
