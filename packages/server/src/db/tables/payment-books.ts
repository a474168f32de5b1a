/** The agency's books of the payments taken online (issue 36 item 5, docs/decisions/0153). */
import type { PaymentState } from '@area-clienti/contract';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './payments.js';

/**
 * One line of the outbound payments feed: a payment that became paid, or was refunded (whole or in part).
 * Its `feedSeq` is taken under a transaction-level advisory lock, so the feed's cursor follows the order in
 * which the lines commit; the same change recorded twice (a job run again) is one line.
 */
export const paymentBookEntries = pgTable(
  'payment_book_entries',
  {
    feedSeq: serial('feed_seq').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    state: text('state').$type<PaymentState>().notNull(),
    refundedCents: integer('refunded_cents').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_book_entries_change_idx').on(t.paymentId, t.state, t.refundedCents)],
);
