/** An instalment paid online (issue 36, docs/decisions/0151): a checkout at the provider and what came of it. */
import type { PaymentState } from '@area-clienti/contract';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clients } from './agency.js';
import { isoDate } from './columns.js';
import { dossiers, movimenti } from './policies.js';

/**
 * One checkout of one instalment (`movimento`): the amount in integer cents, taken from the instalment on the
 * server, the provider's checkout and, once paid, its reference. The policy's number, the instalment's title
 * and due day are copied, so the payment and its receipt outlive a feed that drops the instalment (then
 * `movimentoId` is null).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    movimentoId: integer('movimento_id').references(() => movimenti.id, { onDelete: 'set null' }),
    dossierId: integer('dossier_id').references(() => dossiers.id, { onDelete: 'set null' }),
    numeroPolizza: text('numero_polizza').notNull(),
    titolo: text('titolo').notNull(),
    dataScadenza: isoDate('data_scadenza'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    state: text('state').$type<PaymentState>().notNull(),
    /** The provider's name (`stripe`) and its checkout's id, address and end. */
    provider: text('provider').notNull(),
    checkoutId: text('checkout_id').unique(),
    checkoutUrl: text('checkout_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The provider's reference of the money (Stripe: the PaymentIntent's id), once paid. */
    providerReference: text('provider_reference'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Paid at the provider for an instalment another payment had already settled: the money is in (paid, as
     * the provider says) and the agency refunds it; the id is of the payment that settled the instalment.
     */
    duplicateOf: integer('duplicate_of'),
  },
  (t) => [
    index('payments_client_idx').on(t.clientId, t.id),
    index('payments_user_idx').on(t.userId),
    index('payments_dossier_idx').on(t.dossierId),
    index('payments_movimento_idx').on(t.movimentoId),
    index('payments_created_idx').on(t.createdAt),
    // One open checkout per instalment (a second tap returns it) and one payment that settled it.
    uniqueIndex('payments_one_open_idx').on(t.movimentoId).where(sql`state = 'open'`),
    uniqueIndex('payments_one_paid_idx')
      .on(t.movimentoId)
      .where(sql`state = 'paid' and duplicate_of is null`),
  ],
);

/**
 * Every provider notification taken, by the provider's event id: the same event twice finds its row and
 * changes nothing.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    eventId: text('event_id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_payment_idx').on(t.paymentId)],
);

/**
 * Whether a payment settles its instalment online: paid, or refunded only in part (what is left is between
 * the agency and the client). A whole refund gives the money back: the instalment is due again.
 */
export const settlesInstalment = sql<boolean>`(${payments.state} = 'paid' or (${payments.state} = 'refunded'
  and ${payments.refundedCents} < ${payments.amountCents}))`;

/**
 * Whether a payment is of an instalment's row: it points at the row, or it lost its row to a feed that could
 * no longer pair it (decisions/0152: `movimento_id` null) and has the row's policy and titolo, so the row the
 * feed re-created is not paid twice (where two of the policy's instalments share the titolo, both wait).
 */
export const paymentOfInstalmentRow = (row: { id: SQLWrapper; dossierId: SQLWrapper; titolo: SQLWrapper }) =>
  sql<boolean>`(${payments.movimentoId} = ${row.id} or (${payments.movimentoId} is null
  and ${payments.dossierId} = ${row.dossierId} and ${payments.titolo} = ${row.titolo}))`;
