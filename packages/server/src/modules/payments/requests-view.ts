import type { PaymentState } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { listedPaymentsOfUser } from './requests-queries.js';

/** An instalment paid online as "Le tue richieste" lists it (issue 36): read here, never copied. */
export interface PaymentAsRequest {
  paymentId: number;
  state: PaymentState;
  titolo: string;
  numeroPolizza: string;
  amountCents: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The user's payments that took money, gave it back or were refused: the contact module's list reads them. */
export async function paymentsAsRequests(db: Db, userId: number): Promise<PaymentAsRequest[]> {
  const rows = await listedPaymentsOfUser(db, userId);
  return rows.map((row) => ({
    paymentId: row.id,
    state: row.state,
    titolo: row.titolo,
    numeroPolizza: row.numeroPolizza,
    amountCents: row.amountCents,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}
