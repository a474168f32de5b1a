// The provider's signed notifications (issue 36, decisions/0151): verified on their exact bytes by the
// provider's SDK (payments/), taken once each by their event id, and turned into the payment's change.
import { ErrorCode } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { NotificationRefused, type PaymentEvent, type PaymentProvider } from '../../payments/index.js';
import { AppError } from '../../shared/errors.js';
import {
  linkNotification,
  lockPayment,
  lockPaymentOfCheckout,
  lockPaymentOfReference,
  type PaymentRow,
  recordNotification,
} from './queries.js';
import {
  followCheckout,
  markRefunded,
  moveTo,
  type TransitionDeps,
  transactionEndingCheckouts,
} from './transitions.js';

export interface NotificationDeps extends TransitionDeps {
  db: Db;
  provider: PaymentProvider | null;
  log: { info(fields: object, message: string): void } & NonNullable<TransitionDeps['log']>;
}

/** The payment an event is about, locked: by its checkout, or a refund's money (or the id it carries). */
async function paymentOf(tx: Db, event: PaymentEvent): Promise<PaymentRow | undefined> {
  if (event.kind === 'ignored') return undefined;
  if (event.kind === 'refunded') {
    const byReference = event.reference ? await lockPaymentOfReference(tx, event.reference) : undefined;
    if (byReference) return byReference;
    const byId = event.paymentId === null ? undefined : await lockPayment(tx, event.paymentId);
    // Our id in a charge's metadata is believed only for a payment whose money that charge is.
    return byId && byId.providerReference === event.reference ? byId : undefined;
  }
  const row = await lockPaymentOfCheckout(tx, event.checkout.id);
  // The checkout carries our id back: a checkout of ours naming another payment is not believed.
  return row && (event.checkout.paymentId === null || event.checkout.paymentId === row.id) ? row : undefined;
}

async function apply(tx: Db, deps: NotificationDeps, row: PaymentRow, event: PaymentEvent, actor: string) {
  switch (event.kind) {
    case 'checkout-completed':
    case 'async-payment-succeeded':
    case 'checkout-expired':
      return followCheckout(tx, deps, row, event.checkout, actor);
    case 'async-payment-failed':
      return moveTo(tx, deps, row, 'failed', actor);
    case 'refunded':
      return markRefunded(tx, deps, row, event, actor);
    case 'ignored':
      return row;
  }
}

/**
 * Takes one notification: refused (PAGAMENTO_005, logged with its reason, never its bytes or the secret)
 * unless its signature verifies; once verified, recorded by its event id in the same transaction as what
 * it changes, so the same event delivered again finds its row and changes nothing. An event about no
 * payment of ours (the agency's account sells other things too) is acknowledged and recorded.
 */
export async function receiveNotification(
  deps: NotificationDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const provider = deps.provider;
  if (provider === null) throw new AppError(ErrorCode.PAYMENT_NOT_OFFERED);
  let event: PaymentEvent;
  try {
    event = provider.parseNotification(rawBody, signature);
  } catch (error) {
    if (!(error instanceof NotificationRefused)) throw error;
    deps.log.warn(
      { reason: error.message.slice(0, 200), bytes: rawBody.length },
      'payment notification refused',
    );
    throw new AppError(ErrorCode.PAYMENT_BAD_SIGNATURE);
  }
  const actor = `provider:${provider.name}`;
  await transactionEndingCheckouts(deps, async (tx) => {
    if (!(await recordNotification(tx, event.eventId, event.type, deps.clock.now()))) {
      deps.log.info({ event: event.eventId, type: event.type }, 'payment notification: already taken');
      return;
    }
    const row = await paymentOf(tx, event);
    if (!row) {
      if (event.kind !== 'ignored') {
        deps.log.info({ event: event.eventId, type: event.type }, 'payment notification: no payment of ours');
      }
      return;
    }
    await linkNotification(tx, event.eventId, row.id);
    await apply(tx, deps, row, event, actor);
  });
}
