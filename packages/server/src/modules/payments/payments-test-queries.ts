import type { Db } from '../../db/database.js';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.js';

/**
 * Tests only: a payment written as the provider's notification handler leaves it, for the tests of the
 * receipt and the books (the checkout itself is the provider's part's, tested there).
 */
export async function insertPaymentForTest(
  db: Db,
  row: Omit<typeof payments.$inferInsert, 'id'>,
): Promise<typeof payments.$inferSelect> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('a payment not written');
  return inserted;
}

/** Tests only: the provider refunded (part of) a payment, as its `charge.refunded` notification does. */
export async function markRefundedForTest(db: Db, id: number, refundedCents: number): Promise<void> {
  await db.update(payments).set({ state: 'refunded', refundedCents }).where(eq(payments.id, id));
}
