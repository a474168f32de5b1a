import Stripe from 'stripe';
import {
  type Checkout,
  type CheckoutRequest,
  NotificationRefused,
  type PaymentEvent,
  type PaymentProvider,
  ProviderUnavailable,
} from './port.js';

/** What the Stripe adapter is configured with (config.ts reads it from the environment). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /**
   * Another API address than Stripe's (the local server of `local-stripe/`, for the tests and a
   * developer): the SDK's own host, port and protocol options, so the SDK's code runs as in production.
   */
  apiUrl?: string;
  /** How long one call may take before it counts as the provider being down. */
  timeoutMs?: number;
  /** How old a notification's signed timestamp may be, in seconds (Stripe's default: 300). */
  toleranceSeconds?: number;
}

/** The SDK's connection options for an API address other than Stripe's. */
function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (apiUrl === undefined) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
  };
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Our payment id as the checkout carries it back, or null when it is not one of ours. */
function paymentIdOf(session: Pick<Stripe.Checkout.Session, 'client_reference_id' | 'metadata'>) {
  const raw = session.client_reference_id ?? session.metadata?.paymentId ?? null;
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

const STATUSES: readonly Checkout['status'][] = ['open', 'complete', 'expired'];
const PAYMENT_STATUSES: readonly Checkout['paymentStatus'][] = ['paid', 'unpaid', 'no_payment_required'];

function toCheckout(session: Stripe.Checkout.Session): Checkout {
  // A state Stripe adds later is read as the safest: not complete, not paid.
  const status = STATUSES.find((one) => one === session.status) ?? 'open';
  const paymentStatus = PAYMENT_STATUSES.find((one) => one === session.payment_status) ?? 'unpaid';
  return {
    id: session.id,
    url: session.url ?? null,
    status,
    paymentStatus,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    expiresAt: new Date(session.expires_at * 1000),
    paymentId: paymentIdOf(session),
    reference: idOf(session.payment_intent),
  };
}

/**
 * A call that failed for the provider's reasons (unreachable, refused, an error of its own) is
 * ProviderUnavailable: the caller answers PAGAMENTO_004 and marks nothing. A bug of ours stays a bug.
 */
async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // What Stripe said, for the log: the error's kind, code and parameter (never the key or the body).
      const said = [error.type, error.code, error.param].filter(Boolean).join(' ');
      throw new ProviderUnavailable(`stripe: ${said}`, { cause: error });
    }
    throw error;
  }
}

/** Stripe Checkout (hosted page) through Stripe's official SDK; notifications verified by the SDK. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...hostOptions(settings.apiUrl),
      timeout: settings.timeoutMs ?? 10_000,
      // One retry of a lost call, with the idempotency key the SDK keeps for it: never a second checkout.
      maxNetworkRetries: 1,
      telemetry: false,
      appInfo: { name: 'area-clienti' },
    });
  }

  createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const reference = String(request.paymentId);
    return atProvider(async () =>
      toCheckout(
        await this.stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            client_reference_id: reference,
            metadata: { paymentId: reference },
            // The charge carries our id too: a refund's notification (charge.refunded) names the payment.
            payment_intent_data: { metadata: { paymentId: reference }, description: request.description },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            locale: 'it',
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),
    );
  }

  retrieveCheckout(checkoutId: string): Promise<Checkout> {
    return atProvider(async () => toCheckout(await this.stripe.checkout.sessions.retrieve(checkoutId)));
  }

  async expireCheckout(checkoutId: string): Promise<Checkout> {
    try {
      return toCheckout(await this.stripe.checkout.sessions.expire(checkoutId));
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open (paid meanwhile, or expired): its state.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveCheckout(checkoutId);
      return atProvider(() => Promise.reject(error));
    }
  }

  parseNotification(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (signature === undefined || signature === '') throw new NotificationRefused('no Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        this.settings.toleranceSeconds,
      );
    } catch (error) {
      throw new NotificationRefused((error as Error).message);
    }
    return toPaymentEvent(event);
  }
}

/** A verified Stripe event, as the payments module reads it. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const head = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
      return { kind: 'checkout-completed', ...head, checkout: toCheckout(event.data.object) };
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'async-payment-succeeded', ...head, checkout: toCheckout(event.data.object) };
    case 'checkout.session.async_payment_failed':
      return { kind: 'async-payment-failed', ...head, checkout: toCheckout(event.data.object) };
    case 'checkout.session.expired':
      return { kind: 'checkout-expired', ...head, checkout: toCheckout(event.data.object) };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = charge.metadata?.paymentId;
      return {
        kind: 'refunded',
        ...head,
        reference: idOf(charge.payment_intent),
        paymentId: paymentId && /^[1-9]\d{0,9}$/.test(paymentId) ? Number(paymentId) : null,
        amountCents: charge.amount,
        refundedCents: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
      };
    }
    default:
      return { kind: 'ignored', ...head };
  }
}
