/**
 * The queues of a payment's aftermath (docs/decisions/0153). The provider's notification handler queues
 * `payment-settled` with `{ paymentId }` in the transaction that marks the payment paid; its worker issues
 * the receipt, e-mails it and writes the payment in the agency's books. Each line of the books is then
 * POSTed to the agency's webhook (PAYMENTS_WEBHOOK_URL) by `payments-webhook`.
 */
export const PAYMENT_SETTLED_QUEUE = 'payment-settled';
export const PAYMENT_SETTLED_RETRY = {
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

export const PAYMENTS_WEBHOOK_QUEUE = 'payments-webhook';
export const PAYMENTS_WEBHOOK_RETRY = {
  retryLimit: 12,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};
