/**
 * An instalment paid online (issue 36, docs/decisions/0151): the checkout at the provider, the provider's
 * signed notifications, the receipt and the agency's books (docs/decisions/0153). Its front door.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { paymentStaffRoutes } from './staff-routes.js';

export { type AnnounceBookLine, booksChanged, deliverBookLine } from './books.js';
export { issueReceipt, type ReceiptDeps } from './receipt.js';
export {
  PAYMENT_SETTLED_QUEUE,
  PAYMENT_SETTLED_RETRY,
  PAYMENTS_WEBHOOK_QUEUE,
  PAYMENTS_WEBHOOK_RETRY,
} from './settled-queue.js';
export { paymentsOfClient } from './staff.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db }): FastifyPluginAsync[] => [paymentStaffRoutes(parts)];
