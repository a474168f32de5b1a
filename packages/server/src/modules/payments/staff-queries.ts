import type { PaymentState } from '@area-clienti/contract';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients, movimenti, payments } from '../../db/schema.js';
import type { StaffScope } from '../../shared/staff-scope.js';
import { clientInScope } from '../profile/index.js';

/** The day a payment belongs to, in Rome: the day it was paid, or begun when it never was. */
const paymentDay = sql`(coalesce(${payments.paidAt}, ${payments.createdAt}) at time zone 'Europe/Rome')::date`;

/**
 * Paid here (or refunded only in part) while the agency's last import still gives the instalment 'Da
 * pagare' (any case and spacing, as the due-date rules read it): the books disagree until the feed catches
 * up. Computed by the join, never written, so the next import settles it by itself.
 */
const feedStillDue = sql<boolean>`coalesce(
  ${payments.state} in ('paid', 'refunded') and ${payments.refundedCents} < ${payments.amountCents}
  and lower(trim(${movimenti.stato})) = 'da pagare', false)`;

const staffColumns = {
  payment: payments,
  agencyClientId: clients.agencyId,
  nome: clients.nome,
  cognome: clients.cognome,
  feedStillDue,
};

const staffPayments = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select(staffColumns)
    .from(payments)
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .leftJoin(movimenti, eq(movimenti.id, payments.movimentoId))
    .where(where)
    .orderBy(desc(payments.id))
    .limit(limit);
export type StaffPaymentRow = Awaited<ReturnType<typeof staffPayments>>[number];

export interface PaymentFilter {
  from?: string | undefined;
  to?: string | undefined;
  state?: PaymentState | undefined;
  numeroPolizza?: string | undefined;
  after?: number | undefined;
}

/** The console's payments, newest first, a page of `limit` after the cursor `after` (a payment's id). */
export const paymentsPage = (db: Db, filter: PaymentFilter, limit: number, scope: StaffScope) =>
  staffPayments(
    db,
    and(
      filter.from ? sql`${paymentDay} >= ${filter.from}::date` : undefined,
      filter.to ? sql`${paymentDay} <= ${filter.to}::date` : undefined,
      filter.state ? eq(payments.state, filter.state) : undefined,
      filter.numeroPolizza ? eq(payments.numeroPolizza, filter.numeroPolizza) : undefined,
      filter.after ? lt(payments.id, filter.after) : undefined,
      // A branch's staff list their clients' payments (decisions/0158).
      clientInScope(scope, payments.clientId),
    ),
    limit,
  );

/** The client's payments, newest first (the console's page of a client). */
export const paymentsOfClientRows = (db: Db, clientId: number, limit = 100) =>
  staffPayments(db, eq(payments.clientId, clientId), limit);
