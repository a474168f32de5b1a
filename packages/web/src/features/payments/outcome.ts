import type { PaymentView } from '@area-clienti/contract';
import { formatAmount, formatDate, formatDateTime } from '@/shared/format';
import { paymentsText } from '@/shared/messages/payments';

const t = paymentsText.result;

/** What the provider's page sent the client back with (`?esito=`), as the server's success/cancel URLs say. */
export type Esito = 'completato' | 'annullato' | null;
export const esitoOf = (raw: string | null): Esito =>
  raw === 'completato' || raw === 'annullato' ? raw : null;

/** Where the closing of a checkout the client left stands. */
export type CancelStatus = 'idle' | 'pending' | 'done' | 'error';

/**
 * What the return page says (issue 36):
 * - the payment's settled states as they are (`paid`, `refunded`, `cancelled`, `failed`, `expired`);
 * - an open payment the client left (`esito=annullato`): `cancelling` while it is closed on our side, then
 *   what the server answers (`cancelled`, or `paid` when the money came first; still open after an error);
 * - an open payment after the provider's "done" (`esito=completato`): `pending`, until the provider's signed
 *   notification settles it; an open payment reached otherwise: `open`.
 */
export type OutcomeKind =
  | 'paid'
  | 'refunded'
  | 'cancelled'
  | 'failed'
  | 'expired'
  | 'cancelling'
  | 'pending'
  | 'open';

export function outcomeOf(
  payment: Pick<PaymentView, 'state'>,
  esito: Esito,
  cancel: CancelStatus,
): OutcomeKind {
  if (payment.state !== 'open') return payment.state;
  if (esito === 'annullato' && (cancel === 'idle' || cancel === 'pending')) return 'cancelling';
  return esito === 'completato' ? 'pending' : 'open';
}

/** The page reads the payment again while it may still change by itself. */
export const stillMoving = (kind: OutcomeKind) =>
  kind === 'pending' || kind === 'open' || kind === 'cancelling';

/**
 * How long to wait before reading an unsettled payment again: every 2 s for the first 20 s (a notification
 * usually comes within seconds), then every 5 s, then every 15 s after two minutes.
 */
export function pollDelayMs(readsSoFar: number): number {
  if (readsSoFar < 10) return 2_000;
  if (readsSoFar < 30) return 5_000;
  return 15_000;
}

export interface OutcomeWords {
  heading: string;
  lead: string;
  /** A second sentence: what the client can do now. */
  hint: string | null;
  /** The way to try again (the policy's "Paga la rata") is offered. */
  retry: boolean;
}

export function outcomeWords(kind: OutcomeKind, payment: Pick<PaymentView, 'refundedCents'>): OutcomeWords {
  switch (kind) {
    case 'paid':
      return { heading: t.paid.heading, lead: t.paid.lead, hint: t.paid.receipt, retry: false };
    case 'refunded':
      return {
        heading: t.refunded.heading,
        lead: t.refunded.lead(formatAmount(payment.refundedCents / 100)),
        hint: null,
        retry: false,
      };
    case 'cancelled':
      return { heading: t.cancelled.heading, lead: t.cancelled.lead, hint: t.cancelled.retry, retry: true };
    case 'cancelling':
      return { heading: t.cancelled.heading, lead: t.cancelling, hint: null, retry: false };
    case 'failed':
      return { heading: t.failed.heading, lead: t.failed.lead, hint: t.failed.retry, retry: true };
    case 'expired':
      return { heading: t.expired.heading, lead: t.expired.lead, hint: t.expired.retry, retry: true };
    case 'pending':
      return { heading: t.pending.heading, lead: t.pending.lead, hint: t.pending.hint, retry: false };
    default:
      return { heading: t.open.heading, lead: t.open.lead, hint: t.open.hint, retry: false };
  }
}

/** The payment's facts, as label and text: nothing unknown is listed. */
export function paymentFacts(payment: PaymentView): { label: string; value: string }[] {
  const f = t.facts;
  const rows: { label: string; value: string | null }[] = [
    { label: f.amount, value: formatAmount(payment.amountCents / 100) },
    { label: f.policy, value: payment.numeroPolizza },
    { label: f.instalment, value: payment.titolo },
    { label: f.dueDate, value: formatDate(payment.dataScadenza) },
    { label: f.paidAt, value: payment.paidAt ? formatDateTime(payment.paidAt) : null },
    { label: f.reference, value: payment.reference },
  ];
  return rows.filter((row): row is { label: string; value: string } => Boolean(row.value));
}
