import { asc, eq, gt, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/database.js';
import { clients, paymentBookEntries, payments } from '../../db/schema.js';

/** The writers of the agency's books, one at a time (a constant of our own; own-data's is 727_035). */
const PAYMENT_BOOKS_LOCK = 727_036;

/**
 * Writes the payment's present state in the books, when it is one the books carry (paid, or refunded) and
 * not written yet; answers the new line's `feedSeq`, or undefined. The writers take a transaction-level
 * advisory lock first, so the lines' sequence follows the order in which they commit: a poller past
 * `feedSeq` n never misses a line that commits later with a smaller one (as own-data's feed, decisions/0145).
 */
export async function recordBookEntry(tx: Db, paymentId: number): Promise<number | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_BOOKS_LOCK})`);
  const [row] = await selectRows<{ feed_seq: number }>(
    tx,
    sql`insert into ${paymentBookEntries} (payment_id, state, refunded_cents)
      select id, state, refunded_cents from ${payments}
      where id = ${paymentId} and state in ('paid', 'refunded')
      on conflict do nothing
      returning feed_seq`,
  );
  return row?.feed_seq;
}

const lineColumns = {
  entry: paymentBookEntries,
  payment: payments,
  agencyClientId: clients.agencyId,
};

/** The books' lines after `since`, in order, each with its payment and the client's id in the feed. */
export function bookLinesAfter(db: Db, since: number, limit: number) {
  return db
    .select(lineColumns)
    .from(paymentBookEntries)
    .innerJoin(payments, eq(payments.id, paymentBookEntries.paymentId))
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .where(gt(paymentBookEntries.feedSeq, since))
    .orderBy(asc(paymentBookEntries.feedSeq))
    .limit(limit);
}

/** One line of the books (the webhook's body). */
export async function bookLineOf(db: Db, feedSeq: number) {
  const [row] = await db
    .select(lineColumns)
    .from(paymentBookEntries)
    .innerJoin(payments, eq(payments.id, paymentBookEntries.paymentId))
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .where(eq(paymentBookEntries.feedSeq, feedSeq))
    .limit(1);
  return row;
}
export type BookLineRow = NonNullable<Awaited<ReturnType<typeof bookLineOf>>>;
