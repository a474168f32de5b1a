import { plainOkReply } from '../auth.js';
import type { FileEndpoint, JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  changeAddressRequest,
  changeIbanRequest,
  confirmEmailChangeRequest,
  ownDataChangeReply,
  ownDataFeedRequest,
  ownDataIbanRequest,
  ownDataReply,
  ownDataRequest,
  setPaperlessRequest,
  startEmailChangeRequest,
} from '../own-data.js';
import { ApiPath } from '../paths.js';
import { ibanCompletoReply } from '../second-factor.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../own-data.ts. */

export const getDatiERecapiti = {
  method: 'POST',
  path: ApiPath.getDatiERecapiti,
  access: 'user',
  body: ownDataRequest,
  reply: ownDataReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const startEmailChange = {
  method: 'POST',
  path: ApiPath.startEmailChange,
  access: 'user',
  stepUp: true,
  body: startEmailChangeRequest,
  reply: plainOkReply,
  errors: [
    ErrorCode.NOT_FOUND,
    ErrorCode.OWNDATA_EMAIL_TAKEN,
    ErrorCode.OWNDATA_SAME,
    ErrorCode.RESEND_LIMIT,
    ErrorCode.SECONDFACTOR_STEP_UP,
  ],
} as const satisfies JsonEndpoint;

export const confirmEmailChange = {
  method: 'POST',
  path: ApiPath.confirmEmailChange,
  access: 'user',
  stepUp: true,
  body: confirmEmailChangeRequest,
  reply: ownDataChangeReply,
  errors: [
    ErrorCode.NOT_FOUND,
    ErrorCode.EMAIL_CODE_WRONG,
    ErrorCode.EMAIL_CODE_LOCKED,
    ErrorCode.OWNDATA_EMAIL_TAKEN,
    ErrorCode.SECONDFACTOR_STEP_UP,
  ],
} as const satisfies JsonEndpoint;

export const changeAddress = {
  method: 'POST',
  path: ApiPath.changeAddress,
  access: 'user',
  stepUp: true,
  body: changeAddressRequest,
  reply: ownDataChangeReply,
  errors: [
    ErrorCode.NOT_FOUND,
    ErrorCode.ADDRESS_CAP_FORMAT,
    ErrorCode.ADDRESS_COMUNE_UNKNOWN,
    ErrorCode.ADDRESS_PROVINCE_MISMATCH,
    ErrorCode.ADDRESS_CAP_MISMATCH,
    ErrorCode.OWNDATA_SAME,
    ErrorCode.CONTACT_TOO_MANY,
    ErrorCode.SECONDFACTOR_STEP_UP,
  ],
} as const satisfies JsonEndpoint;

export const changeIban = {
  method: 'POST',
  path: ApiPath.changeIban,
  access: 'user',
  stepUp: true,
  body: changeIbanRequest,
  reply: ownDataChangeReply,
  errors: [
    ErrorCode.NOT_FOUND,
    ErrorCode.OWNDATA_IBAN_LENGTH,
    ErrorCode.OWNDATA_IBAN_CHECK,
    ErrorCode.OWNDATA_SAME,
    ErrorCode.CONTACT_TOO_MANY,
    ErrorCode.SECONDFACTOR_STEP_UP,
  ],
} as const satisfies JsonEndpoint;

export const setPaperless = {
  method: 'POST',
  path: ApiPath.setPaperless,
  access: 'user',
  stepUp: true,
  body: setPaperlessRequest,
  reply: ownDataChangeReply,
  errors: [
    ErrorCode.NOT_FOUND,
    ErrorCode.OWNDATA_SAME,
    ErrorCode.CONTACT_TOO_MANY,
    ErrorCode.SECONDFACTOR_STEP_UP,
  ],
} as const satisfies JsonEndpoint;

export const getOwnDataFeed = {
  method: 'POST',
  path: ApiPath.getOwnDataFeed,
  access: 'staff',
  agencyWide: true,
  body: ownDataFeedRequest,
  file: 'application/jsonl',
  errors: [],
} as const satisfies FileEndpoint;

export const getOwnDataIban = {
  method: 'POST',
  path: ApiPath.getOwnDataIban,
  access: 'staff',
  stepUp: true,
  body: ownDataIbanRequest,
  reply: ibanCompletoReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.SECONDFACTOR_STEP_UP],
} as const satisfies JsonEndpoint;
