import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { type FormObject, listOf, mapOf, textOf } from './form.js';

/** A checkout session as Stripe's API answers it (the fields its SDK and our adapter read). */
export interface SessionObject {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

/** The charge of a paid session, as `charge.refunded` carries it. */
export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

/** An event sent to the notification address, and how its last delivery went. */
export interface SentEvent {
  id: string;
  type: string;
  payload: string;
  /** The HTTP status the notification address answered, or null when it could not be reached. */
  deliveredStatus: number | null;
}

/** Stripe's error reply: its status and body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'api_error',
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
  get body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id in Stripe's style: its prefix and random letters and digits. */
export function stripeId(prefix: string, length = 24) {
  const bytes = randomBytes(length);
  return `${prefix}_${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Stripe's bounds of a checkout's `expires_at`: 30 minutes to 24 hours after its creation. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 3600;
/** Stripe's smallest charge in euro: 50 cents. */
const MIN_EUR_CENTS = 50;

const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param, code);

/**
 * The local Stripe's state: sessions, their charges, the events sent. Every change that Stripe announces
 * is announced the same way: an event, signed with the webhook secret by the SDK's own test helper
 * (the scheme `stripe.webhooks.constructEvent` verifies), posted to the notification address.
 */
export class LocalStripeStore {
  readonly sessions = new Map<string, SessionObject>();
  readonly charges = new Map<string, ChargeObject>();
  readonly events: SentEvent[] = [];
  /** The payment intent's metadata per session (payment_intent_data[metadata]): the charge carries it. */
  private readonly intentMetadata = new Map<string, Record<string, string>>();
  /** What each session sells (its first line's product name), for the hosted page. */
  readonly descriptions = new Map<string, string>();
  private readonly idempotent = new Map<string, SessionObject>();
  private readonly stripe = new Stripe('sk_test_local', { telemetry: false });

  constructor(
    private readonly options: {
      webhookSecret: string;
      /** Where events go; settable later (the app's address is known once it listens). */
      notifyUrl?: string;
      /** The hosted page's base address, for each session's `url`. */
      pageBase: () => string;
    },
  ) {}

  get notifyUrl(): string | undefined {
    return this.options.notifyUrl;
  }

  set notifyUrl(url: string | undefined) {
    this.options.notifyUrl = url;
  }

  create(params: FormObject, idempotencyKey: string | undefined): SessionObject {
    if (idempotencyKey !== undefined) {
      const earlier = this.idempotent.get(idempotencyKey);
      if (earlier) return earlier;
    }
    if (textOf(params.mode) !== 'payment') throw invalid('Only mode=payment is supported here.', 'mode');
    const successUrl = textOf(params.success_url);
    if (!successUrl || !/^https?:\/\//.test(successUrl)) throw invalid('Not a valid URL', 'success_url');
    const cancelUrl = textOf(params.cancel_url) ?? null;
    if (cancelUrl !== null && !/^https?:\/\//.test(cancelUrl)) throw invalid('Not a valid URL', 'cancel_url');
    const items = listOf(params.line_items);
    if (items.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
    let total = 0;
    let currency = '';
    for (const [index, item] of items.entries()) {
      const price = item.price_data;
      if (typeof price !== 'object') throw invalid('Missing price_data.', `line_items[${index}][price_data]`);
      const unit = Number(textOf(price.unit_amount));
      const quantity = Number(textOf(item.quantity) ?? '1');
      if (!Number.isInteger(unit) || unit < 0) {
        throw invalid('Invalid integer.', `line_items[${index}][price_data][unit_amount]`);
      }
      if (!Number.isInteger(quantity) || quantity < 1)
        throw invalid('Invalid integer.', `line_items[${index}][quantity]`);
      currency = textOf(price.currency) ?? '';
      total += unit * quantity;
    }
    if (currency !== 'eur') throw invalid('Only eur is supported here.', 'currency');
    if (total < MIN_EUR_CENTS) {
      throw invalid(
        "The Checkout Session's total amount due must add up to at least €0.50 eur",
        undefined,
        'amount_too_small',
      );
    }
    const created = nowSeconds();
    const expiresAt =
      textOf(params.expires_at) === undefined
        ? created + MAX_EXPIRY_SECONDS
        : Number(textOf(params.expires_at));
    if (
      !Number.isInteger(expiresAt) ||
      expiresAt < created + MIN_EXPIRY_SECONDS - 5 ||
      expiresAt > created + MAX_EXPIRY_SECONDS
    ) {
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const id = stripeId('cs_test', 58);
    const email = textOf(params.customer_email) ?? null;
    const session: SessionObject = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl,
      client_reference_id: textOf(params.client_reference_id) ?? null,
      created,
      currency,
      customer: null,
      customer_email: email,
      customer_details: null,
      expires_at: expiresAt,
      livemode: false,
      locale: textOf(params.locale) ?? null,
      metadata: mapOf(params.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${this.options.pageBase()}/c/pay/${id}`,
    };
    const intentData = params.payment_intent_data;
    this.intentMetadata.set(id, typeof intentData === 'object' ? mapOf(intentData.metadata) : {});
    const product = items[0]?.price_data;
    const name =
      typeof product === 'object' && typeof product.product_data === 'object'
        ? textOf(product.product_data.name)
        : undefined;
    this.descriptions.set(id, name ?? 'Pagamento');
    this.sessions.set(id, session);
    if (idempotencyKey !== undefined) this.idempotent.set(idempotencyKey, session);
    return session;
  }

  /** A session by id, expired first if its time has come (as Stripe does, with its event). */
  async find(id: string): Promise<SessionObject> {
    const session = this.sessions.get(id);
    if (!session)
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'session',
        'resource_missing',
      );
    if (session.status === 'open' && session.expires_at <= nowSeconds()) await this.expire(session);
    return session;
  }

  /** Ends an open session: `checkout.session.expired`. */
  async expire(session: SessionObject): Promise<SessionObject> {
    if (session.status !== 'open') {
      throw invalid(
        'Only Checkout Sessions with a status in ["open"] can be expired.',
        undefined,
        'checkout_session_not_open',
      );
    }
    session.status = 'expired';
    session.url = null;
    await this.announce('checkout.session.expired', session);
    return session;
  }

  /** The hosted page's "Paga": a card payment (paid at once) or a delayed method (its outcome later). */
  async pay(session: SessionObject, method: 'card' | 'delayed'): Promise<void> {
    session.status = 'complete';
    session.url = null;
    session.payment_intent = stripeId('pi');
    session.customer_details = { email: session.customer_email };
    if (method === 'card') this.settle(session);
    await this.announce('checkout.session.completed', session);
  }

  /** A delayed method's outcome: `async_payment_succeeded` (paid) or `async_payment_failed`. */
  async settleDelayed(session: SessionObject, outcome: 'succeeded' | 'failed'): Promise<void> {
    if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
      throw invalid('This session has no payment waiting for its outcome.');
    }
    if (outcome === 'succeeded') this.settle(session);
    await this.announce(`checkout.session.async_payment_${outcome}`, session);
  }

  /** A refund issued at the provider (the dashboard): `charge.refunded` with what is refunded in all. */
  async refund(session: SessionObject, amount?: number): Promise<ChargeObject> {
    const charge = [...this.charges.values()].find((one) => one.payment_intent === session.payment_intent);
    if (!charge || session.payment_status !== 'paid') throw invalid('This session has no charge to refund.');
    const cents = amount ?? charge.amount - charge.amount_refunded;
    if (!Number.isInteger(cents) || cents < 1 || charge.amount_refunded + cents > charge.amount) {
      throw invalid(
        `Refund amount (€${cents / 100}) is greater than unrefunded amount on charge.`,
        'amount',
        'amount_too_large',
      );
    }
    charge.amount_refunded += cents;
    charge.refunded = charge.amount_refunded === charge.amount;
    await this.announce('charge.refunded', charge);
    return charge;
  }

  /** Sends an event again, as Stripe's dashboard "Resend" does: the same event, signed anew. */
  async resend(eventId: string): Promise<SentEvent> {
    const event = this.events.find((one) => one.id === eventId);
    if (!event)
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such event: '${eventId}'`,
        'id',
        'resource_missing',
      );
    event.deliveredStatus = await this.deliver(event.payload);
    return event;
  }

  /** Sessions whose time has come expire, as Stripe's own clock expires them. */
  async expireDue(): Promise<void> {
    for (const session of this.sessions.values()) {
      if (session.status === 'open' && session.expires_at <= nowSeconds()) await this.expire(session);
    }
  }

  private settle(session: SessionObject) {
    session.payment_status = 'paid';
    const charge: ChargeObject = {
      id: stripeId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      created: nowSeconds(),
      currency: session.currency,
      livemode: false,
      metadata: this.intentMetadata.get(session.id) ?? {},
      paid: true,
      payment_intent: session.payment_intent as string,
      refunded: false,
      status: 'succeeded',
    };
    this.charges.set(charge.id, charge);
  }

  private async announce(type: string, object: SessionObject | ChargeObject): Promise<void> {
    const id = stripeId('evt');
    const event = {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    // Stripe sends its events pretty-printed: the signature covers exactly these bytes.
    const payload = JSON.stringify(event, null, 2);
    const sent: SentEvent = { id, type, payload, deliveredStatus: null };
    this.events.push(sent);
    sent.deliveredStatus = await this.deliver(payload);
  }

  /** Posts one event to the notification address, signed now; answers its HTTP status, null if unreachable. */
  private async deliver(payload: string): Promise<number | null> {
    const url = this.options.notifyUrl;
    if (url === undefined) return null;
    const signature = this.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.webhookSecret,
    });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }
}
