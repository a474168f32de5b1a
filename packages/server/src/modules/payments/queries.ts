// The payments' SQL (issue 36, decisions/0151): this module owns `payments` and `payment_notifications`.
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  movimenti,
  paymentNotifications,
  paymentOfInstalmentRow,
  payments,
  settlesInstalment,
} from '../../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** The advisory lock's first key for one instalment's checkouts (the second is the instalment's id). */
const INSTALMENT_CHECKOUT_LOCK = 36_001;

/**
 * Takes the instalment's lock for the rest of the transaction: two taps at once wait for each other, so the
 * second finds the first's checkout rather than opening another.
 */
export async function lockInstalmentCheckout(tx: Db, movimentoId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INSTALMENT_CHECKOUT_LOCK}, ${movimentoId})`);
}

/**
 * The payments of the instalment's row (its own, and one that lost its row to a feed that re-created it):
 * the open one and the one that settled it (`paid`, or refunded only in part).
 */
const ofInstalment = (movimentoId: number) => {
  const of = (column: typeof movimenti.dossierId | typeof movimenti.titolo) =>
    sql`(select ${column} from ${movimenti} where ${movimenti.id} = ${movimentoId})`;
  return paymentOfInstalmentRow({
    id: sql`${movimentoId}`,
    dossierId: of(movimenti.dossierId),
    titolo: of(movimenti.titolo),
  });
};

/** The instalment's payments that matter before a new checkout: the open one and the one that settled it. */
export async function liveOfInstalment(db: Db, movimentoId: number) {
  const rows = await db
    .select({ payment: payments, settles: settlesInstalment })
    .from(payments)
    .where(and(ofInstalment(movimentoId), or(eq(payments.state, 'open'), settlesInstalment)))
    .orderBy(desc(sql`${payments.movimentoId} is not distinct from ${movimentoId}`), asc(payments.id));
  return {
    open: rows.find((row) => row.payment.state === 'open')?.payment,
    paid: rows.find((row) => row.settles)?.payment,
  };
}

export async function insertPayment(tx: Db, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await tx.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payment not inserted');
  return inserted;
}

/** A payment of the client's; another client's is not found, like a missing one. */
export async function paymentOfClient(db: Db, clientId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.clientId, clientId)));
  return row;
}

/** The payment locked for a change, by its id. */
export async function lockPayment(tx: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** The payment of a provider's checkout, locked for a change. */
export async function lockPaymentOfCheckout(tx: Db, checkoutId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.checkoutId, checkoutId)).for('update');
  return row;
}

/** The payment whose money is this provider reference (a refund's charge), locked for a change. */
export async function lockPaymentOfReference(tx: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerReference, reference))
    .for('update');
  return row;
}

/**
 * Another payment of the same instalment that settled it (paid, or refunded only in part; the one-paid
 * index would refuse a second `paid`).
 */
export async function paidOfInstalment(tx: Db, movimentoId: number, otherThan: number) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(ofInstalment(movimentoId), settlesInstalment, ne(payments.id, otherThan)))
    .limit(1);
  return row;
}

/** The instalment's other open payments (a checkout begun after one now paid), locked for a change. */
export async function lockOpenOthersOfInstalment(tx: Db, movimentoId: number, otherThan: number) {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.movimentoId, movimentoId),
        eq(payments.state, 'open'),
        sql`${payments.id} <> ${otherThan}`,
      ),
    )
    .for('update');
}

export async function updatePayment(
  tx: Db,
  paymentId: number,
  change: Partial<
    Pick<
      PaymentRow,
      | 'state'
      | 'checkoutId'
      | 'checkoutUrl'
      | 'expiresAt'
      | 'providerReference'
      | 'refundedCents'
      | 'paidAt'
      | 'duplicateOf'
    >
  > & { updatedAt: Date },
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(change).where(eq(payments.id, paymentId)).returning();
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  return row;
}

/**
 * Records a provider's event by its id; false when it was recorded before (the same event delivered
 * again), and then nothing is done. A second delivery arriving meanwhile waits on the key until the
 * first's transaction ends.
 */
export async function recordNotification(tx: Db, eventId: string, type: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(paymentNotifications)
    .values({ eventId, type, receivedAt: at })
    .onConflictDoNothing()
    .returning({ eventId: paymentNotifications.eventId });
  return rows.length === 1;
}

/** The payment an event turned out to be about, once found. */
export async function linkNotification(tx: Db, eventId: string, paymentId: number): Promise<void> {
  await tx.update(paymentNotifications).set({ paymentId }).where(eq(paymentNotifications.eventId, eventId));
}
