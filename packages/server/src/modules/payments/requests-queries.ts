import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payments } from '../../db/schema.js';

/**
 * The states of a payment "Le tue richieste" lists: one that took money, or whose money came back, or that
 * the provider refused. A checkout left, cancelled or run out took nothing and is not listed.
 */
export const PAYMENT_STATES_LISTED = ['paid', 'refunded', 'failed'] as const;

/** The user's payments worth listing among their requests, newest first. */
export function listedPaymentsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: payments.id,
      state: payments.state,
      titolo: payments.titolo,
      numeroPolizza: payments.numeroPolizza,
      amountCents: payments.amountCents,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.state, [...PAYMENT_STATES_LISTED])))
    .orderBy(desc(payments.createdAt))
    .limit(200);
}
