/**
 * The wiring of a payment's aftermath (docs/decisions/0153), beside app.ts: the queue `payment-settled`
 * (the receipt, its e-mail and the line of the agency's books) and, when PAYMENTS_WEBHOOK_URL is set, the
 * queue that POSTs each line of the books to the agency.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Jobs } from './jobs/jobs.js';
import * as payments from './modules/payments/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queued by the provider's notification handler; drained by the tests (the server's worker works it). */
    paymentSettled: { queue(paymentId: number, tx?: Db): Promise<void>; drain(): Promise<void> };
    /** What announces a new line of the books (undefined without a webhook), and its queue's drain. */
    paymentsWebhook: { announce: payments.AnnounceBookLine | undefined; drain(): Promise<void> };
  }
}

/** The queues, defined before the parts are made: what announces a line of the books is one of them. */
export async function definePaymentQueues(jobs: Jobs, config: Pick<Config, 'PAYMENTS_WEBHOOK_URL'>) {
  await jobs.define(payments.PAYMENT_SETTLED_QUEUE, payments.PAYMENT_SETTLED_RETRY);
  if (config.PAYMENTS_WEBHOOK_URL === undefined) return { announceBookLine: undefined };
  await jobs.define(payments.PAYMENTS_WEBHOOK_QUEUE, payments.PAYMENTS_WEBHOOK_RETRY);
  const announceBookLine: payments.AnnounceBookLine = (feedSeq, tx) =>
    jobs.send(payments.PAYMENTS_WEBHOOK_QUEUE, { feedSeq }, tx);
  return { announceBookLine };
}

/** The queues' workers (the server process, `work`), and their drains for the tests. */
export async function workPaymentQueues(
  app: FastifyInstance,
  jobs: Jobs,
  parts: payments.ReceiptDeps & Parameters<typeof payments.deliverBookLine>[0],
  work: boolean,
): Promise<void> {
  const issueReceipt = (job: { data: { paymentId: number } }) =>
    payments.issueReceipt(parts, job.data.paymentId).then(() => undefined);
  const deliverBookLine = (job: { data: { feedSeq: number } }) =>
    payments.deliverBookLine(parts, job.data.feedSeq);
  app.decorate('paymentSettled', {
    queue: (paymentId: number, tx?: Db) => jobs.send(payments.PAYMENT_SETTLED_QUEUE, { paymentId }, tx),
    drain: () => jobs.drain<{ paymentId: number }>(payments.PAYMENT_SETTLED_QUEUE, issueReceipt),
  });
  app.decorate('paymentsWebhook', {
    announce: parts.announceBookLine,
    drain: () => jobs.drain<{ feedSeq: number }>(payments.PAYMENTS_WEBHOOK_QUEUE, deliverBookLine),
  });
  if (!work) return;
  await jobs.work<{ paymentId: number }>(payments.PAYMENT_SETTLED_QUEUE, issueReceipt);
  if (parts.announceBookLine)
    await jobs.work<{ feedSeq: number }>(payments.PAYMENTS_WEBHOOK_QUEUE, deliverBookLine);
}
