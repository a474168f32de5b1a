import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStripe, startLocalStripe } from './local-stripe/server.js';
import { NotificationRefused, ProviderUnavailable } from './port.js';
import { StripeProvider } from './stripe.js';

/**
 * The Stripe adapter runs the real SDK's code against the local server that speaks Stripe's protocol:
 * the same requests, objects, errors and signatures as production, none of it stubbed.
 */
const secretKey = 'sk_test_adapter';
const webhookSecret = 'whsec_adapter';
let local: LocalStripe;
let notifications: Server;
const received: { body: Buffer; signature: string | undefined }[] = [];
let waiters: (() => void)[] = [];

beforeAll(async () => {
  notifications = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks),
        signature: request.headers['stripe-signature'] as string,
      });
      response.end('{}');
      for (const wake of waiters) wake();
      waiters = [];
    });
  });
  await new Promise<void>((resolve) => notifications.listen(0, '127.0.0.1', resolve));
  const { port } = notifications.address() as AddressInfo;
  local = await startLocalStripe({ secretKey, webhookSecret, notifyUrl: `http://127.0.0.1:${port}/hook` });
});
afterAll(async () => {
  await local.close();
  await new Promise((resolve) => notifications.close(resolve));
});

const provider = () => new StripeProvider({ secretKey, webhookSecret, apiUrl: local.url });
const inHalfAnHour = () => new Date(Date.now() + 31 * 60_000);
const request = (paymentId: number, key = `payment-${paymentId}-${Math.random()}`) => ({
  paymentId,
  amountCents: 12_345,
  currency: 'EUR' as const,
  description: 'Polizza 123 – rata del 01/02/2027',
  successUrl: `http://app.example/pagamento/${paymentId}?esito=completato`,
  cancelUrl: `http://app.example/pagamento/${paymentId}?esito=annullato`,
  expiresAt: inHalfAnHour(),
  customerEmail: 'mario.rossi@example.it',
  idempotencyKey: key,
});

/** Pays on the hosted page as a browser does: its form posted, the redirect to the success address. */
async function payOnPage(url: string, method = 'card') {
  return fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay', method }),
    redirect: 'manual',
  });
}

describe('Stripe adapter against the local Stripe', () => {
  it('creates a checkout whose page shows the amount, retrieves it, and expires it', async () => {
    const created = await provider().createCheckout(request(7));
    expect(created).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      amountCents: 12_345,
      currency: 'EUR',
      paymentId: 7,
    });
    expect(created.id).toMatch(/^cs_test_/);
    const page = await fetch(created.url as string);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('123,45 €');
    expect(await provider().retrieveCheckout(created.id)).toMatchObject({ id: created.id, status: 'open' });
    expect(await provider().expireCheckout(created.id)).toMatchObject({ status: 'expired', url: null });
    // Expiring it again answers its state, as Stripe refuses to expire a session that is not open.
    expect(await provider().expireCheckout(created.id)).toMatchObject({ status: 'expired' });
  });

  it('a checkout expires at its expires_at, announced as Stripe announces it', async () => {
    const created = await provider().createCheckout(request(14));
    const session = local.store.sessions.get(created.id);
    if (!session) throw new Error('no session');
    // Its time come (as 31 minutes later): the next look finds it expired, and the event went out.
    session.expires_at = Math.floor(Date.now() / 1000) - 1;
    expect(await provider().retrieveCheckout(created.id)).toMatchObject({ status: 'expired', url: null });
    expect(local.store.events.at(-1)).toMatchObject({
      type: 'checkout.session.expired',
      deliveredStatus: 200,
    });
    expect((await fetch(created.url as string)).status).toBe(410);
  });

  it("refuses an expiry outside Stripe's bounds and a request without its key", async () => {
    await expect(
      provider().createCheckout({ ...request(15), expiresAt: new Date(Date.now() + 60_000) }),
    ).rejects.toThrow(/expires_at/);
    const anonymous = await fetch(`${local.url}/v1/checkout/sessions/cs_test_x`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.type).toBe('invalid_request_error');
  });

  it('the same idempotency key opens no second checkout', async () => {
    const first = await provider().createCheckout(request(8, 'same-key'));
    const again = await provider().createCheckout(request(8, 'same-key'));
    expect(again.id).toBe(first.id);
  });

  it('paid on the hosted page: the browser goes to the success address and a signed notification says paid', async () => {
    const created = await provider().createCheckout(request(9));
    const arrived = new Promise<void>((resolve) => waiters.push(resolve));
    const before = received.length;
    const paid = await payOnPage(created.url as string);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://app.example/pagamento/9?esito=completato');
    await arrived;
    const notification = received[before];
    if (!notification) throw new Error('no notification');
    const event = provider().parseNotification(notification.body, notification.signature);
    expect(event).toMatchObject({
      kind: 'checkout-completed',
      type: 'checkout.session.completed',
      checkout: {
        id: created.id,
        status: 'complete',
        paymentStatus: 'paid',
        amountCents: 12_345,
        paymentId: 9,
      },
    });
    if (event.kind !== 'checkout-completed') throw new Error(event.kind);
    expect(event.checkout.reference).toMatch(/^pi_/);
    expect(await provider().retrieveCheckout(created.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
    // The paid session cannot be expired: its state comes back instead.
    expect(await provider().expireCheckout(created.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
  });

  it('a declined card leaves the checkout open, the page saying why', async () => {
    const created = await provider().createCheckout(request(10));
    const declined = await payOnPage(created.url as string, 'declined');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('La carta è stata rifiutata');
    expect(await provider().retrieveCheckout(created.id)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
    });
  });

  it('refuses a notification forged, altered, unsigned or too old', () => {
    const stripe = new Stripe(secretKey);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider().parseNotification(Buffer.from(payload), forged)).toThrow(NotificationRefused);
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const altered = payload.replace('evt_1', 'evt_2');
    expect(() => provider().parseNotification(Buffer.from(altered), signed)).toThrow(NotificationRefused);
    expect(() => provider().parseNotification(Buffer.from(payload), undefined)).toThrow(NotificationRefused);
    const old = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => provider().parseNotification(Buffer.from(payload), old)).toThrow(NotificationRefused);
    expect(provider().parseNotification(Buffer.from(payload), signed)).toMatchObject({ eventId: 'evt_1' });
  });

  it('a wrong key, a bad request and a provider that is down are ProviderUnavailable', async () => {
    const wrongKey = new StripeProvider({ secretKey: 'sk_test_wrong', webhookSecret, apiUrl: local.url });
    await expect(wrongKey.createCheckout(request(11))).rejects.toThrow(ProviderUnavailable);
    await expect(provider().createCheckout({ ...request(11), amountCents: 10 })).rejects.toThrow(
      /amount_too_small/,
    );
    await expect(provider().retrieveCheckout('cs_test_missing')).rejects.toThrow(ProviderUnavailable);
    // An outage at Stripe's side (the local Stripe's control): its 503s too, and its sessions back after it.
    const kept = await provider().createCheckout(request(14));
    const outage = (down: boolean) =>
      fetch(`${local.url}/_control/outage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}` },
        body: new URLSearchParams({ down: String(down) }),
      });
    expect((await outage(true)).status).toBe(200);
    await expect(provider().createCheckout(request(15))).rejects.toThrow(ProviderUnavailable);
    await expect(provider().retrieveCheckout(kept.id)).rejects.toThrow(ProviderUnavailable);
    expect((await outage(false)).status).toBe(200);
    expect(await provider().retrieveCheckout(kept.id)).toMatchObject({ id: kept.id, status: 'open' });
    const down = await startLocalStripe({ secretKey, webhookSecret });
    await down.close();
    const unreachable = new StripeProvider({ secretKey, webhookSecret, apiUrl: down.url, timeoutMs: 2_000 });
    await expect(unreachable.createCheckout(request(12))).rejects.toThrow(ProviderUnavailable);
  });

  it('a refund from the provider comes as charge.refunded with the refunded amount', async () => {
    const created = await provider().createCheckout(request(13));
    await payOnPage(created.url as string);
    const before = received.length;
    const arrived = new Promise<void>((resolve) => waiters.push(resolve));
    const refund = await fetch(`${local.url}/_control/sessions/${created.id}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=2345',
    });
    expect(refund.status).toBe(200);
    await arrived;
    const notification = received[before];
    if (!notification) throw new Error('no notification');
    expect(provider().parseNotification(notification.body, notification.signature)).toMatchObject({
      kind: 'refunded',
      paymentId: 13,
      amountCents: 12_345,
      refundedCents: 2_345,
      currency: 'EUR',
    });
  });
});
