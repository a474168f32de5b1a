/**
 * An instalment paid online (issue 36, docs/decisions/0151): the checkout at the agency's payment provider,
 * the provider's signed notifications, the receipt and the agency's books. Its front door. It owns
 * `payments` and `payment_notifications`; it reads the instalment through `dossiers`, the account through
 * `accounts`, and records every change through `audit`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../payments/index.js';
import type { Clock } from '../../shared/clock.js';
import { notificationRoutes, paymentRoutes } from './routes.js';
import type { SettlePayment } from './transitions.js';

export { type PaymentAsRequest, paymentsAsRequests } from './requests-view.js';
export { centsOf, PaymentService } from './service.js';
export type { SettlePayment } from './transitions.js';

/**
 * The queue of the work that follows a payment settled (`{ paymentId }`): queued in the transaction that
 * marks it paid; its worker (the receipt, the e-mail, the agency's books) is registered by the app.
 */
export const PAYMENT_SETTLED_QUEUE = 'payment-settled';
export const PAYMENT_SETTLED_RETRY = {
  retryLimit: 12,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

/** This module's routes, the clients' and the provider's, from the parts the app hands every module alike. */
export const routes = (parts: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  paymentProvider: PaymentProvider | null;
  settlePayment?: SettlePayment;
}): FastifyPluginAsync[] => {
  const deps = {
    db: parts.db,
    clock: parts.clock,
    config: parts.config,
    provider: parts.paymentProvider,
    ...(parts.settlePayment ? { settle: parts.settlePayment } : {}),
  };
  return [paymentRoutes(deps), notificationRoutes(deps)];
};
