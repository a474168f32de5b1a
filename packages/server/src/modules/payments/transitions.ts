// How a payment moves from state to state, whoever learnt of it: the provider's notification, the return
// page asking the provider, or the client's cancel. One set of rules, each change audited in the
// transaction that makes it; a payment that becomes paid queues `payment-settled` in the same transaction.
import type { AuditAction, PaymentState } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Checkout, PaymentProvider } from '../../payments/index.js';
import type { Clock } from '../../shared/clock.js';
import { findUserById } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { type AnnounceBookLine, booksChanged } from './books.js';
import { lockOpenOthersOfInstalment, type PaymentRow, paidOfInstalment, updatePayment } from './queries.js';

/** Queues the work that follows a payment settled (the receipt, the e-mail, the agency's books), in `tx`. */
export type SettlePayment = (paymentId: number, tx: Db) => Promise<void>;

export interface TransitionDeps {
  clock: Clock;
  settle?: SettlePayment;
  /** Queues the webhook's call of a new line of the agency's books (decisions/0153), when one is set. */
  announceBookLine?: AnnounceBookLine;
  log?: { warn(fields: object, message: string): void; error(fields: object, message: string): void };
}

/**
 * The checkouts a transaction ended here (the instalment paid by another) that must be ended at the
 * provider too, once it commits: kept by transaction, read by `transactionEndingCheckouts`.
 */
const checkoutsToEnd = new WeakMap<Db, string[]>();

/**
 * Runs `work` in a transaction, then ends at the provider the checkouts it cancelled: best effort (one the
 * provider does not end is still cancelled here, and if paid later it is recorded as a duplicate).
 */
export async function transactionEndingCheckouts<T>(
  deps: TransitionDeps & { db: Db; provider: PaymentProvider | null },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  let ended: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const value = await work(tx);
    ended = checkoutsToEnd.get(tx) ?? [];
    return value;
  });
  for (const checkoutId of ended) {
    await deps.provider?.expireCheckout(checkoutId).catch((error: unknown) => {
      deps.log?.warn(
        { checkout: checkoutId, reason: error instanceof Error ? error.message : String(error) },
        'payment: a checkout of an instalment paid could not be ended at the provider',
      );
    });
  }
  return result;
}

/** Who made a change: the client's user code, or the provider (`provider:stripe`). */
export type Actor = string;

/** The user code of the account that started the payment (the audit's target), or the client's id. */
async function targetOf(tx: Db, row: PaymentRow) {
  const user = row.userId === null ? undefined : await findUserById(tx, row.userId);
  return user?.userCode ?? `client:${row.clientId}`;
}

export async function auditPayment(
  tx: Db,
  deps: TransitionDeps,
  row: PaymentRow,
  actor: Actor,
  action: AuditAction,
  detail: Record<string, string> = {},
) {
  await insertAudit(tx, {
    at: deps.clock.now(),
    actor,
    action,
    target: await targetOf(tx, row),
    detail: {
      payment: String(row.id),
      policy: row.numeroPolizza,
      titolo: row.titolo,
      amountCents: String(row.amountCents),
      ...detail,
    },
  });
}

const FROM = {
  cancelled: ['open', 'expired'],
  expired: ['open'],
  failed: ['open', 'cancelled'],
} as const satisfies Record<string, readonly PaymentState[]>;

/** A plain change of state (cancelled, expired, failed), from the states that allow it. */
export async function moveTo(
  tx: Db,
  deps: TransitionDeps,
  row: PaymentRow,
  state: Extract<PaymentState, 'cancelled' | 'expired' | 'failed'>,
  actor: Actor,
): Promise<PaymentRow> {
  // A cancel may come after the notification of the very expiry it asked for: cancelled says more.
  const from: readonly PaymentState[] = FROM[state];
  if (!from.includes(row.state)) return row;
  const updated = await updatePayment(tx, row.id, { state, updatedAt: deps.clock.now() });
  const action = (
    { cancelled: 'payment.cancel', expired: 'payment.expire', failed: 'payment.fail' } as const
  )[state];
  await auditPayment(tx, deps, updated, actor, action, { from: row.state });
  return updated;
}

/**
 * The provider says the money is in. Believed only for the amount and currency we asked (else recorded as
 * a mismatch for the agency, and the payment left as it is). An instalment already paid by another
 * checkout is not settled twice: this one is recorded paid as a duplicate, for the agency to refund.
 */
export async function markPaid(
  tx: Db,
  deps: TransitionDeps,
  row: PaymentRow,
  checkout: Pick<Checkout, 'amountCents' | 'currency' | 'reference'>,
  actor: Actor,
): Promise<PaymentRow> {
  if (row.state === 'paid' || row.state === 'refunded') return row;
  if (checkout.amountCents !== row.amountCents || checkout.currency !== row.currency) {
    deps.log?.error(
      { payment: row.id, expected: row.amountCents, got: checkout.amountCents, currency: checkout.currency },
      'payment: the provider paid another amount or currency than asked',
    );
    await auditPayment(tx, deps, row, actor, 'payment.mismatch', {
      reason: 'amount',
      paidCents: String(checkout.amountCents),
      currency: checkout.currency,
    });
    return row;
  }
  const other = row.movimentoId === null ? undefined : await paidOfInstalment(tx, row.movimentoId, row.id);
  const now = deps.clock.now();
  if (other) {
    // The money is in all the same: recorded paid, as the provider's fact, marked as the duplicate of the
    // payment that settled the instalment, so that the console shows it and the agency refunds it. No
    // receipt nor e-mail (the instalment was settled once); in the books, as money taken.
    deps.log?.error({ payment: row.id, alreadyPaidBy: other.id }, 'payment: an instalment paid twice');
    const duplicate = await updatePayment(tx, row.id, {
      state: 'paid',
      providerReference: checkout.reference,
      paidAt: now,
      duplicateOf: other.id,
      updatedAt: now,
    });
    await auditPayment(tx, deps, duplicate, actor, 'payment.duplicate', {
      from: row.state,
      alreadyPaidBy: String(other.id),
      reference: checkout.reference ?? '',
    });
    await booksChanged(tx, row.id, deps.announceBookLine);
    return duplicate;
  }
  const updated = await updatePayment(tx, row.id, {
    state: 'paid',
    providerReference: checkout.reference,
    paidAt: now,
    updatedAt: now,
  });
  await auditPayment(tx, deps, updated, actor, 'payment.paid', {
    from: row.state,
    reference: checkout.reference ?? '',
  });
  await deps.settle?.(row.id, tx);
  // In the agency's books in the same commit (the receipt's job finds the line there).
  await booksChanged(tx, row.id, deps.announceBookLine);
  // A checkout of the same instalment begun meanwhile can no longer settle it: cancelled here, and ended
  // at the provider once this commits.
  if (row.movimentoId !== null) {
    const others = await lockOpenOthersOfInstalment(tx, row.movimentoId, row.id);
    for (const open of others) await moveTo(tx, deps, open, 'cancelled', actor);
    const ids = others.flatMap((open) => (open.checkoutId ? [open.checkoutId] : []));
    if (ids.length > 0) checkoutsToEnd.set(tx, [...(checkoutsToEnd.get(tx) ?? []), ...ids]);
  }
  return updated;
}

/** What a checkout's state at the provider means for the payment: paid, expired, or nothing yet. */
export async function followCheckout(
  tx: Db,
  deps: TransitionDeps,
  row: PaymentRow,
  checkout: Checkout,
  actor: Actor,
): Promise<PaymentRow> {
  if (checkout.status === 'complete' && checkout.paymentStatus === 'paid') {
    return markPaid(tx, deps, row, checkout, actor);
  }
  if (checkout.status === 'expired') return moveTo(tx, deps, row, 'expired', actor);
  // Open, or complete with a delayed method's money still on its way: its own notification will come.
  return row;
}

/** A refund at the provider: the payment refunded, with what is refunded in all (never less than known). */
export async function markRefunded(
  tx: Db,
  deps: TransitionDeps,
  row: PaymentRow,
  refund: { amountCents: number; refundedCents: number; currency: string },
  actor: Actor,
): Promise<PaymentRow> {
  if (row.state !== 'paid' && row.state !== 'refunded') return row;
  if (refund.amountCents !== row.amountCents || refund.currency !== row.currency) {
    deps.log?.error({ payment: row.id }, 'payment: a refund of a charge of another amount or currency');
    await auditPayment(tx, deps, row, actor, 'payment.mismatch', {
      reason: 'refund-amount',
      chargeCents: String(refund.amountCents),
      currency: refund.currency,
    });
    return row;
  }
  if (refund.refundedCents <= row.refundedCents) return row;
  const updated = await updatePayment(tx, row.id, {
    state: 'refunded',
    refundedCents: Math.min(refund.refundedCents, row.amountCents),
    updatedAt: deps.clock.now(),
  });
  await auditPayment(tx, deps, updated, actor, 'payment.refund', {
    refundedCents: String(updated.refundedCents),
  });
  // The refund in the agency's books, in the commit that records it (decisions/0153).
  await booksChanged(tx, row.id, deps.announceBookLine);
  return updated;
}
