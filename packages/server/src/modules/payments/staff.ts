import type { ListPaymentsRequest, StaffPayment } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { StaffScope } from '../../shared/staff-scope.js';
import { paymentsOfClientRows, paymentsPage, type StaffPaymentRow } from './staff-queries.js';

const PAGE = 50;

/** A payment as the console shows it. */
function staffPaymentOf({
  payment,
  agencyClientId,
  nome,
  cognome,
  feedStillDue,
}: StaffPaymentRow): StaffPayment {
  return {
    id: payment.id,
    state: payment.state,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    currency: payment.currency,
    numeroPolizza: payment.numeroPolizza,
    titolo: payment.titolo,
    dataScadenza: payment.dataScadenza,
    clientId: agencyClientId,
    clientName: `${cognome} ${nome}`.trim(),
    provider: payment.provider,
    reference: payment.providerReference,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    feedStillDue: Boolean(feedStillDue),
    duplicateOf: payment.duplicateOf,
  };
}

/** The console's page of payments (listPayments): newest first, one more read to know there is a next page. */
export async function listPayments(db: Db, request: ListPaymentsRequest, scope: StaffScope) {
  const limit = request.limit ?? PAGE;
  const rows = await paymentsPage(db, request, limit + 1, scope);
  const page = rows.slice(0, limit).map(staffPaymentOf);
  return { payments: page, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** The client's payments for the console's page of a client (my-data's getClientFile). */
export async function paymentsOfClient(db: Db, clientId: number): Promise<StaffPayment[]> {
  return (await paymentsOfClientRows(db, clientId)).map(staffPaymentOf);
}
