import { plainOkReply } from '../auth.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';
import {
  cancelPaymentRequest,
  getPaymentReply,
  getPaymentRequest,
  paymentNotification,
  paymentOptionsReply,
  paymentOptionsRequest,
  startPaymentReply,
  startPaymentRequest,
} from '../payments.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../payments.ts. */

export const getPaymentOptions = {
  method: 'POST',
  path: ApiPath.getPaymentOptions,
  access: 'user',
  body: paymentOptionsRequest,
  reply: paymentOptionsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const startPayment = {
  method: 'POST',
  path: ApiPath.startPayment,
  access: 'user',
  body: startPaymentRequest,
  reply: startPaymentReply,
  errors: [
    ErrorCode.NOT_FOUND,
    ErrorCode.PAYMENT_NOT_OFFERED,
    ErrorCode.PAYMENT_NOT_DUE,
    ErrorCode.PAYMENT_ALREADY_PAID,
    ErrorCode.PAYMENT_PROVIDER_DOWN,
  ],
} as const satisfies JsonEndpoint;

export const getPayment = {
  method: 'POST',
  path: ApiPath.getPayment,
  access: 'user',
  body: getPaymentRequest,
  reply: getPaymentReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const cancelPayment = {
  method: 'POST',
  path: ApiPath.cancelPayment,
  access: 'user',
  body: cancelPaymentRequest,
  reply: getPaymentReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.PAYMENT_PROVIDER_DOWN],
} as const satisfies JsonEndpoint;

export const receivePaymentNotification = {
  method: 'POST',
  path: ApiPath.receivePaymentNotification,
  access: 'public',
  body: paymentNotification,
  reply: plainOkReply,
  errors: [ErrorCode.PAYMENT_NOT_OFFERED, ErrorCode.PAYMENT_BAD_SIGNATURE],
} as const satisfies JsonEndpoint;
