/**
 * An instalment paid online (issue 36, docs/decisions/0151): the checkout at the agency's payment provider,
 * the provider's signed notifications, the receipt and the agency's books (docs/decisions/0153). Its front
 * door. It owns `payments`, `payment_notifications` and `payment_book_entries`; it reads the instalment
 * through `dossiers`, the account through `accounts`, lists a receipt through `documents`, and records every
 * change through `audit`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../payments/index.js';
import type { Clock } from '../../shared/clock.js';
import type { AnnounceBookLine } from './books.js';
import { notificationRoutes, paymentRoutes } from './routes.js';
import { paymentStaffRoutes } from './staff-routes.js';
import type { SettlePayment } from './transitions.js';

export { type AnnounceBookLine, booksChanged, deliverBookLine } from './books.js';
export { issueReceipt, type ReceiptDeps } from './receipt.js';
export { type PaymentAsRequest, paymentsAsRequests } from './requests-view.js';
export { centsOf, PaymentService } from './service.js';
/**
 * The queue of the work that follows a payment settled (`{ paymentId }`): queued in the transaction that
 * marks it paid; its worker (the receipt, the e-mail, the agency's books) is registered by the app.
 */
export {
  PAYMENT_SETTLED_QUEUE,
  PAYMENT_SETTLED_RETRY,
  PAYMENTS_WEBHOOK_QUEUE,
  PAYMENTS_WEBHOOK_RETRY,
} from './settled-queue.js';
export { paymentsOfClient } from './staff.js';
export type { SettlePayment } from './transitions.js';

/** This module's routes, the clients', the provider's and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  paymentProvider: PaymentProvider | null;
  settlePayment?: SettlePayment;
  announceBookLine?: AnnounceBookLine;
}): FastifyPluginAsync[] => {
  const deps = {
    db: parts.db,
    clock: parts.clock,
    config: parts.config,
    provider: parts.paymentProvider,
    ...(parts.settlePayment ? { settle: parts.settlePayment } : {}),
    ...(parts.announceBookLine ? { announceBookLine: parts.announceBookLine } : {}),
  };
  return [paymentRoutes(deps), notificationRoutes(deps), paymentStaffRoutes(parts)];
};
