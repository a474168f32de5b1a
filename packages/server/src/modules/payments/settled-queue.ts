import type { QueueOf } from '../../jobs/declare.js';
import type { AnnounceBookLine } from './books.js';
import type { SettlePayment } from './transitions.js';

/**
 * The queues of a payment's aftermath (docs/decisions/0153). The provider's notification handler queues
 * `payment-settled` with `{ paymentId }` (`settlePayment`) in the transaction that marks the payment paid;
 * its worker issues the receipt, e-mails it and writes the payment in the agency's books. Each line of the
 * books is then POSTed to the agency's webhook (PAYMENTS_WEBHOOK_URL) by `payments-webhook`
 * (`announceBookLine`), a queue there only when that URL is set.
 */
export const PAYMENT_SETTLED: QueueOf<{ paymentId: number }, SettlePayment> = {
  name: 'payment-settled',
  retry: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  sender: (send) => (paymentId, tx) => send({ paymentId }, tx),
};

export const PAYMENTS_WEBHOOK: QueueOf<{ feedSeq: number }, AnnounceBookLine> = {
  name: 'payments-webhook',
  retry: { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  when: (config) => config.PAYMENTS_WEBHOOK_URL !== undefined,
  sender: (send) => (feedSeq, tx) => send({ feedSeq }, tx),
};
