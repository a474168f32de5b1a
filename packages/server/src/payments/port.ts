/**
 * The payment port (issue 36, docs/decisions/0151): what the product asks of a payment provider with a
 * hosted checkout. The card never reaches our server (PCI DSS SAQ A): the client pays on the provider's
 * page, and the provider tells us what happened in a signed notification. `stripe.ts` is the first adapter.
 * This floor imports no module: it speaks in cents, ids and addresses, not in instalments.
 */

/** A checkout to open for one payment of ours. */
export interface CheckoutRequest {
  /** Our payment's id: the checkout carries it back (client_reference_id and metadata). */
  paymentId: number;
  /** Whole euro cents, from the server's own record of the instalment. */
  amountCents: number;
  currency: 'EUR';
  /** What the client reads on the provider's page ("Polizza 123 – rata del 01/02/2027"). */
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** When the checkout stops taking a payment. */
  expiresAt: Date;
  /** Filled in on the provider's page when known. */
  customerEmail?: string;
  /** The same request sent again (a retry after a lost reply) opens no second checkout. */
  idempotencyKey: string;
}

/** A checkout's state at the provider, in the provider's own words reduced to ours. */
export interface Checkout {
  id: string;
  /** The hosted page the browser goes to. */
  url: string | null;
  /** `open`: waiting; `complete`: the client finished (paid, or an async method pending); `expired`. */
  status: 'open' | 'complete' | 'expired';
  /** Whether the money is in: `paid` only then. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountCents: number;
  currency: string;
  expiresAt: Date;
  /** Our payment id, as sent. */
  paymentId: number | null;
  /** The provider's reference of the money (Stripe: the PaymentIntent), once there is one. */
  reference: string | null;
}

/** What a verified notification says, reduced to what moves a payment. */
export type PaymentEvent =
  | { kind: 'checkout-completed'; eventId: string; type: string; checkout: Checkout }
  | { kind: 'async-payment-succeeded'; eventId: string; type: string; checkout: Checkout }
  | { kind: 'async-payment-failed'; eventId: string; type: string; checkout: Checkout }
  | { kind: 'checkout-expired'; eventId: string; type: string; checkout: Checkout }
  | {
      kind: 'refunded';
      eventId: string;
      type: string;
      /** The money's reference the refund is of (Stripe: the charge's PaymentIntent). */
      reference: string | null;
      /** Our payment id when the charge carries it (metadata). */
      paymentId: number | null;
      amountCents: number;
      refundedCents: number;
      currency: string;
    }
  /** A verified event of a type we do not act on: acknowledged, recorded, nothing changes. */
  | { kind: 'ignored'; eventId: string; type: string };

/** Why a notification was refused: its signature or timestamp does not verify, or its body is not an event. */
export class NotificationRefused extends Error {}

/** The provider could not be reached, or refused the call: nothing was created or changed there. */
export class ProviderUnavailable extends Error {}

export interface PaymentProvider {
  /** The provider's name, kept with each payment (`stripe`). */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  retrieveCheckout(checkoutId: string): Promise<Checkout>;
  /** Ends an open checkout (no payment may follow); answers its state, which may be `complete` if paid first. */
  expireCheckout(checkoutId: string): Promise<Checkout>;
  /**
   * Verifies a notification on its exact bytes and signature header, and reads it; throws
   * NotificationRefused for a forged, altered or too old one.
   */
  parseNotification(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
