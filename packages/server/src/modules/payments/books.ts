import { Readable } from 'node:stream';
import type { PaymentFeedLine } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { postSigned } from '../../shared/signed-webhook.js';
import { type BookLineRow, bookLineOf, bookLinesAfter, recordBookEntry } from './books-queries.js';

/** Queues the webhook's call of a new line of the books, in the transaction that wrote it (app.ts). */
export type AnnounceBookLine = (feedSeq: number, tx: Db) => Promise<void>;

/**
 * A payment paid or refunded reaches the agency's books (docs/decisions/0153): its present state written as
 * a line of the outbound feed, and announced to the webhook when one is set; nothing when the line is
 * there already. Called in the transaction of the change: the receipt's job for a payment paid, the
 * provider's notification handler for a refund.
 */
export async function booksChanged(tx: Db, paymentId: number, announce?: AnnounceBookLine): Promise<void> {
  const feedSeq = await recordBookEntry(tx, paymentId);
  if (feedSeq !== undefined && announce) await announce(feedSeq, tx);
}

/** One line of the books as the feed gives it and the webhook sends it. */
export function bookLineOfRow({ entry, payment, agencyClientId }: BookLineRow): PaymentFeedLine {
  return {
    feedSeq: entry.feedSeq,
    paymentId: payment.id,
    clientId: agencyClientId,
    numeroPolizza: payment.numeroPolizza,
    titolo: payment.titolo,
    dataScadenza: payment.dataScadenza,
    state: entry.state,
    amountCents: payment.amountCents,
    refundedCents: entry.refundedCents,
    currency: payment.currency,
    provider: payment.provider,
    providerReference: payment.providerReference,
    paidAt: payment.paidAt?.toISOString() ?? null,
    recordedAt: entry.recordedAt.toISOString(),
  };
}

/** The books after `since`, one JSON object a line (JSON Lines), as the own data's feed. */
export async function paymentsFeed(
  db: Db,
  input: { since?: number | undefined; limit?: number | undefined },
) {
  const rows = await bookLinesAfter(db, input.since ?? 0, input.limit ?? 1000);
  const content = rows.map((row) => `${JSON.stringify(bookLineOfRow(row))}\n`).join('');
  return { name: `pagamenti-${input.since ?? 0}.jsonl`, content: Readable.from(content) };
}

/**
 * The outbound webhook: each line of the books POSTed to PAYMENTS_WEBHOOK_URL, signed as the own data's
 * are (shared/signed-webhook.ts); anything but a 2xx throws, and the queue tries again.
 */
export async function deliverBookLine(
  deps: { db: Db; clock: Clock; config: Pick<Config, 'PAYMENTS_WEBHOOK_URL' | 'PAYMENTS_WEBHOOK_SECRET'> },
  feedSeq: number,
): Promise<void> {
  const { PAYMENTS_WEBHOOK_URL: url, PAYMENTS_WEBHOOK_SECRET: secret } = deps.config;
  if (!url || !secret) return;
  const row = await bookLineOf(deps.db, feedSeq);
  if (!row) return;
  await postSigned({ url, secret, what: 'payments' }, JSON.stringify(bookLineOfRow(row)), deps.clock.now());
}
