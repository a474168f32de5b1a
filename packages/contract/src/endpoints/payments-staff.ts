import type { FileEndpoint, JsonEndpoint } from '../endpoint.js';
import { ApiPath } from '../paths.js';
import { listPaymentsReply, listPaymentsRequest, paymentsFeedRequest } from '../payments-staff.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../payments-staff.ts. */

export const listPayments = {
  method: 'POST',
  path: ApiPath.listPayments,
  access: 'staff',
  body: listPaymentsRequest,
  reply: listPaymentsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getPaymentsFeed = {
  method: 'POST',
  path: ApiPath.getPaymentsFeed,
  access: 'staff',
  agencyWide: true,
  body: paymentsFeedRequest,
  file: 'application/jsonl',
  errors: [],
} as const satisfies FileEndpoint;
