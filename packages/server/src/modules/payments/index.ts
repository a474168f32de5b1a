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
import { handlerOf, type ModuleJobs } from '../../jobs/declare.js';
import type { PaymentProvider } from '../../payments/index.js';
import type { Clock } from '../../shared/clock.js';
import { type AnnounceBookLine, deliverBookLine } from './books.js';
import { issueReceipt, type ReceiptDeps } from './receipt.js';
import { notificationRoutes, paymentRoutes } from './routes.js';
import { PAYMENT_SETTLED, PAYMENTS_WEBHOOK } from './settled-queue.js';
import { paymentStaffRoutes } from './staff-routes.js';
import type { SettlePayment } from './transitions.js';

export { type AnnounceBookLine, booksChanged } from './books.js';
export { type PaymentAsRequest, paymentsAsRequests } from './requests-view.js';
export { centsOf, PaymentService } from './service.js';
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

/** The queues this module owns (settled-queue.ts), by their senders' names in the parts. */
export const queues = { settlePayment: PAYMENT_SETTLED, announceBookLine: PAYMENTS_WEBHOOK };

/** Its background work: a payment settled's receipt, e-mail and line of the books; each line POSTed. */
export const jobs = (parts: ReceiptDeps & Parameters<typeof deliverBookLine>[0]): ModuleJobs => ({
  queues: [
    handlerOf(PAYMENT_SETTLED, ({ paymentId }) => issueReceipt(parts, paymentId).then(() => undefined)),
    handlerOf(PAYMENTS_WEBHOOK, ({ feedSeq }) => deliverBookLine(parts, feedSeq)),
  ],
});
