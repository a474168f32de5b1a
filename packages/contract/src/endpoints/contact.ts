import { emptyRequest } from '../auth.js';
import {
  autologinFlagReply,
  autologinFlagRequest,
  centriConvenzionatiReply,
  centriConvenzionatiRequest,
  clientNoticesReply,
  clientNoticesRequest,
  formContattiReply,
  formContattiRequest,
  getClientiReply,
  getClientiRequest,
  getFilialeReply,
  publicFormContattiRequest,
} from '../contact.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../contact.ts. */

/** What both contact forms answer beside `{ result: true }` (docs/decisions/0030). */
const OF_A_CONTACT_FORM = [
  ErrorCode.CONTACT_MISSING_DATA,
  ErrorCode.CONTACT_BAD_CONTACT,
  ErrorCode.CONTACT_TOO_MANY,
  ErrorCode.DELIVERY_FAILED,
] as const;

export const SetUserAutologinFlag = {
  method: 'POST',
  path: ApiPath.SetUserAutologinFlag,
  access: 'user',
  body: autologinFlagRequest,
  reply: autologinFlagReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const setClientNotices = {
  method: 'POST',
  path: ApiPath.setClientNotices,
  access: 'user',
  body: clientNoticesRequest,
  reply: clientNoticesReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const formContatti = {
  method: 'POST',
  path: ApiPath.formContatti,
  access: 'user',
  body: formContattiRequest,
  reply: formContattiReply,
  errors: [...OF_A_CONTACT_FORM, ErrorCode.NOT_FOUND],
  cleansItsText: true,
} as const satisfies JsonEndpoint;

export const getFiliale = {
  method: 'POST',
  path: ApiPath.getFiliale,
  access: 'user',
  body: emptyRequest.optional(),
  reply: getFilialeReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const publicFormContatti = {
  method: 'POST',
  path: ApiPath.publicFormContatti,
  access: 'public',
  body: publicFormContattiRequest,
  reply: formContattiReply,
  errors: OF_A_CONTACT_FORM,
  cleansItsText: true,
} as const satisfies JsonEndpoint;

export const getCentriConvenzionati = {
  method: 'POST',
  path: ApiPath.getCentriConvenzionati,
  access: 'user',
  body: centriConvenzionatiRequest,
  reply: centriConvenzionatiReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getClienti = {
  method: 'POST',
  path: ApiPath.getClienti,
  access: 'staff',
  body: getClientiRequest,
  reply: getClientiReply,
  errors: [],
} as const satisfies JsonEndpoint;
