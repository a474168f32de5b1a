import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients, payments, users } from '../../db/schema.js';

/**
 * A payment with what its receipt and its e-mail need: the client's name and id in the feed, the account's
 * current e-mail (read now, not when the checkout began). The payment's row is locked until the
 * transaction ends, so two runs of the job for one payment take turns and the second finds the receipt.
 */
export async function paymentForReceipt(tx: Db, paymentId: number) {
  const [row] = await tx
    .select({
      payment: payments,
      nome: clients.nome,
      cognome: clients.cognome,
      agencyClientId: clients.agencyId,
      email: users.email,
      userCode: users.userCode,
      accountDisabledAt: users.disabledAt,
    })
    .from(payments)
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments })
    .limit(1);
  return row;
}
export type PaymentForReceipt = NonNullable<Awaited<ReturnType<typeof paymentForReceipt>>>;
