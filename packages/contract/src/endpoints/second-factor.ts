import { plainOkReply } from '../auth.js';
import { dossierRequest } from '../data.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';
import {
  confirmSecondFactorRequest,
  ibanCompletoReply,
  recoveryCodesReply,
  secondFactorRequest,
  secondFactorSetupReply,
  secondFactorStateReply,
  sendSecondFactorSmsReply,
  verifySecondFactorReply,
  verifySecondFactorRequest,
} from '../second-factor.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../second-factor.ts. */

export const getSecondFactor = {
  method: 'POST',
  path: ApiPath.getSecondFactor,
  access: 'session',
  servesSecondFactor: true,
  body: secondFactorRequest,
  reply: secondFactorStateReply,
  errors: [],
} as const satisfies JsonEndpoint;

/**
 * Turning the app on is a new way in: the set-up's two calls take a fresh proof (decisions/0130), but from a
 * Staff session pending its set-up at the first login, which has no factor yet to give.
 */
export const startSecondFactorSetup = {
  method: 'POST',
  path: ApiPath.startSecondFactorSetup,
  access: 'session',
  servesSecondFactor: true,
  stepUp: true,
  body: secondFactorRequest,
  reply: secondFactorSetupReply,
  errors: [ErrorCode.SECONDFACTOR_STATE],
} as const satisfies JsonEndpoint;

export const confirmSecondFactorSetup = {
  method: 'POST',
  path: ApiPath.confirmSecondFactorSetup,
  access: 'session',
  servesSecondFactor: true,
  stepUp: true,
  body: confirmSecondFactorRequest,
  reply: recoveryCodesReply,
  errors: [ErrorCode.SECONDFACTOR_STATE, ErrorCode.SECONDFACTOR_WRONG, ErrorCode.SECONDFACTOR_LOCKED],
} as const satisfies JsonEndpoint;

export const verifySecondFactor = {
  method: 'POST',
  path: ApiPath.verifySecondFactor,
  access: 'session',
  servesSecondFactor: true,
  body: verifySecondFactorRequest,
  reply: verifySecondFactorReply,
  errors: [
    ErrorCode.SECONDFACTOR_STATE,
    ErrorCode.SECONDFACTOR_WRONG,
    ErrorCode.SECONDFACTOR_LOCKED,
    ErrorCode.SECONDFACTOR_NO_MOBILE,
    ErrorCode.SECONDFACTOR_SMS_REFUSED,
  ],
} as const satisfies JsonEndpoint;

export const sendSecondFactorSms = {
  method: 'POST',
  path: ApiPath.sendSecondFactorSms,
  access: 'session',
  servesSecondFactor: true,
  body: secondFactorRequest,
  reply: sendSecondFactorSmsReply,
  errors: [ErrorCode.SECONDFACTOR_NO_MOBILE, ErrorCode.SECONDFACTOR_SMS_REFUSED, ErrorCode.RESEND_LIMIT],
} as const satisfies JsonEndpoint;

export const newRecoveryCodes = {
  method: 'POST',
  path: ApiPath.newRecoveryCodes,
  access: 'session',
  stepUp: true,
  body: secondFactorRequest,
  reply: recoveryCodesReply,
  errors: [ErrorCode.SECONDFACTOR_STATE],
} as const satisfies JsonEndpoint;

export const disableSecondFactor = {
  method: 'POST',
  path: ApiPath.disableSecondFactor,
  access: 'session',
  stepUp: true,
  body: secondFactorRequest,
  reply: plainOkReply,
  errors: [ErrorCode.SECONDFACTOR_STATE],
} as const satisfies JsonEndpoint;

export const dismissSecondFactorOffer = {
  method: 'POST',
  path: ApiPath.dismissSecondFactorOffer,
  access: 'user',
  body: secondFactorRequest,
  reply: plainOkReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getIbanCompleto = {
  method: 'POST',
  path: ApiPath.getIbanCompleto,
  access: 'user',
  stepUp: true,
  body: dossierRequest,
  reply: ibanCompletoReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.DATA_LOCKED, ErrorCode.SECONDFACTOR_STEP_UP],
} as const satisfies JsonEndpoint;
