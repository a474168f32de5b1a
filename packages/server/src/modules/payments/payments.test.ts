import { PassThrough } from 'node:stream';
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { clientWithRecords } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';
import {
  checkoutIdOf,
  controlLocalStripe,
  instalmentId,
  listenForNotifications,
  payOnHostedPage as pay,
  policyWithInstalments,
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  useLocalStripe,
} from '../../test/local-stripe.js';

/**
 * Paying an instalment online against the local Stripe (issue 36): the app's Stripe SDK talks to it as to
 * Stripe, the hosted page's form is posted as a browser posts it, and its notifications, signed as Stripe
 * signs them, reach the app's public route over HTTP.
 */
const stripe = useLocalStripe(beforeAll, afterAll);
/** The app's log lines at info: a refused notification logged without the secret, one taken again noted. */
const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
/**
 * The first log line holding every one of `parts`, written already or when it is: a line may reach the
 * stream after the reply that caused it (CI once read the log a moment too early).
 */
const logged = (...parts: string[]) =>
  new Promise<string>((resolve) => {
    const match = (line: string) => parts.every((part) => line.includes(part));
    const check = () => {
      const found = logLines.find(match);
      if (!found) return false;
      logStream.off('data', check);
      resolve(found);
      return true;
    };
    if (!check()) logStream.on('data', check);
  });
const t = useTestApp({
  config: Object.assign(stripe.config, { LOG_LEVEL: 'info' as const }),
  deps: () => ({ logStream }),
});

let mario: { token: string; clientId: number };
let other: { token: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  await listenForNotifications(t, stripe.local);
  mario = await clientWithRecords(t, 'CLI-PAY-1', (client) => [
    policyWithInstalments(client, 'POL-PAY-1', [
      { titolo: 'Rata 1', dataScadenza: '2026-12-01', stato: 'Da pagare', premio: 123.45 },
      { titolo: 'Rata 2', dataScadenza: '2027-01-01', stato: 'Da pagare', premio: 80.1 },
      { titolo: 'Rata 3', dataScadenza: '2027-02-01', stato: 'Da pagare', premio: 99.99 },
      { titolo: 'Rata 4', dataScadenza: '2027-03-01', stato: 'Da pagare', premio: 60 },
      { titolo: 'Rata 5', dataScadenza: '2027-04-01', stato: 'Da pagare', premio: 75.5 },
      { titolo: 'Rata 6', dataScadenza: '2027-05-01', stato: 'Da pagare', premio: 51 },
      { titolo: 'Rata 7', dataScadenza: '2027-06-01', stato: 'Da pagare', premio: 52 },
      { titolo: 'Rata 8', dataScadenza: '2027-07-01', stato: 'Da pagare', premio: 53.5 },
      { titolo: 'Rata 9', dataScadenza: '2027-08-01', stato: 'Da pagare', premio: 54 },
      { titolo: 'Pagata', dataScadenza: '2026-10-01', stato: 'Pagato', premio: 100 },
      { titolo: 'Zero', dataScadenza: '2026-10-01', stato: 'Da pagare', premio: 0 },
    ]),
    policyWithInstalments(
      client,
      'POL-PAY-2',
      [{ titolo: 'Bloccata', dataScadenza: '2026-12-01', stato: 'Da pagare', premio: 70 }],
      { lockedSections: ['movimenti'] },
    ),
  ]);
  other = await clientWithRecords(t, 'CLI-PAY-2', (client) => [
    policyWithInstalments(client, 'POL-PAY-3', [
      { titolo: 'Altrui', dataScadenza: '2026-12-01', stato: 'Da pagare', premio: 90 },
    ]),
  ]);
  for (const [policy, titles] of [
    ['POL-PAY-1', [...Array.from({ length: 9 }, (_, n) => `Rata ${n + 1}`), 'Pagata', 'Zero']],
    ['POL-PAY-2', ['Bloccata']],
    ['POL-PAY-3', ['Altrui']],
  ] as const) {
    for (const title of titles) ids[title] = await instalmentId(t, policy, title);
  }
});

const start = (token: string, movimentoId: number, extra: object = {}) =>
  t.post(ApiPath.startPayment, { movimentoId, ...extra }, token);
const started = async (movimentoId: number) => {
  const reply = await start(mario.token, movimentoId);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { paymentId: number; url: string };
};
const payment = async (paymentId: number, token = mario.token) => {
  const reply = await t.post(ApiPath.getPayment, { paymentId }, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().payment;
};
const control = (path: string, body = '') => controlLocalStripe(stripe.local, path, body);
const auditOf = (paymentId: number) =>
  selectRows<{ action: string; actor: string }>(
    t.db,
    sql`select action, actor from audit_log where detail->>'payment' = ${String(paymentId)} order by id`,
  );
const settledJobs = (paymentId: number) =>
  selectRows<{ id: string }>(
    t.db,
    sql`select id from pgboss.job where name = 'payment-settled' and data->>'paymentId' = ${String(paymentId)}`,
  );
const notify = (payload: string, signature: string) =>
  t.inject({
    method: 'POST',
    url: ApiPath.receivePaymentNotification,
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
const sdk = new Stripe(STRIPE_TEST_KEY);

describe('paying an instalment online', () => {
  it('says payments are online', async () => {
    const reply = await t.post(ApiPath.getPaymentOptions, {}, mario.token);
    expect(reply.json()).toEqual({ status: 'OK', online: true });
  });

  it('charges the server’s amount, whatever the body says, and a second tap answers the same checkout', async () => {
    const first = await (
      await start(mario.token, ids['Rata 1'] as number, { amount: 1, amountCents: 100 })
    ).json();
    expect(first.url).toMatch(new RegExp(`^${stripe.local.url}/c/pay/cs_test_`));
    const session = stripe.local.store.sessions.get(checkoutIdOf(first.url));
    expect(session).toMatchObject({
      amount_total: 12_345,
      currency: 'eur',
      client_reference_id: String(first.paymentId),
      success_url: `http://localhost:3000/pagamento/${first.paymentId}?esito=completato`,
      cancel_url: `http://localhost:3000/pagamento/${first.paymentId}?esito=annullato`,
    });
    expect(session?.customer_email).toMatch(/@example\.it$/);
    expect(await started(ids['Rata 1'] as number)).toEqual({
      status: 'OK',
      paymentId: first.paymentId,
      url: first.url,
    });
    expect(await payment(first.paymentId)).toMatchObject({
      state: 'open',
      amountCents: 12_345,
      currency: 'EUR',
      titolo: 'Rata 1',
    });
    expect(await auditOf(first.paymentId)).toEqual([{ action: 'payment.start', actor: expect.any(String) }]);
  });

  it('paid on the hosted page: the signed notification marks it paid, audited, its follow-up queued', async () => {
    const { paymentId, url } = await started(ids['Rata 1'] as number);
    const paid = await pay(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/pagamento/${paymentId}?esito=completato`,
    );
    const view = await payment(paymentId);
    expect(view).toMatchObject({ state: 'paid', amountCents: 12_345, refundedCents: 0 });
    expect(view.reference).toMatch(/^pi_/);
    expect(view.paidAt).not.toBeNull();
    const actions = (await auditOf(paymentId)).map((row) => `${row.action} ${row.actor}`);
    expect(actions).toEqual([expect.stringMatching(/^payment\.start /), 'payment.paid provider:stripe']);
    expect(await settledJobs(paymentId)).toHaveLength(1);
    expect(stripe.local.store.events.at(-1)).toMatchObject({
      type: 'checkout.session.completed',
      deliveredStatus: 200,
    });
  });

  it('a notification late: the return page asks the provider, and the payment shows paid at once', async () => {
    const { paymentId, url } = await started(ids['Rata 2'] as number);
    const notifyUrl = stripe.local.store.notifyUrl;
    stripe.local.notifyUrl = undefined;
    try {
      expect((await pay(url)).status).toBe(303);
    } finally {
      stripe.local.notifyUrl = notifyUrl;
    }
    expect(stripe.local.store.events.at(-1)).toMatchObject({
      type: 'checkout.session.completed',
      deliveredStatus: null,
    });
    const view = await payment(paymentId);
    expect(view).toMatchObject({ state: 'paid', amountCents: 8_010 });
    expect(view.reference).toMatch(/^pi_/);
    expect((await auditOf(paymentId)).map((row) => `${row.action} ${row.actor}`)).toContain(
      'payment.paid provider:stripe',
    );
    expect(await settledJobs(paymentId)).toHaveLength(1);
    // The notification, when it comes, changes nothing more.
    const late = stripe.local.store.events.at(-1);
    expect((await (await control(`events/${late?.id}/resend`)).json()).deliveredStatus).toBe(200);
    expect(await settledJobs(paymentId)).toHaveLength(1);
  });

  it('the same event again is taken once: known by its id, nothing changes', async () => {
    const [row] = await selectRows<{ id: number }>(
      t.db,
      sql`select id from payments where movimento_id = ${ids['Rata 1'] as number} and state = 'paid'`,
    );
    const paymentId = row?.id as number;
    const completed = stripe.local.store.events.find((event) => event.type === 'checkout.session.completed');
    const resent = await (await control(`events/${completed?.id}/resend`)).json();
    expect(resent.deliveredStatus).toBe(200);
    await logged('already taken', completed?.id as string);
    const taken = logLines.filter((line) => line.includes('already taken'));
    expect(taken.filter((line) => line.includes(completed?.id as string))).toHaveLength(1);
    expect((await auditOf(paymentId)).filter((row) => row.action === 'payment.paid')).toHaveLength(1);
    expect(await settledJobs(paymentId)).toHaveLength(1);
  });

  it('refuses a notification forged, altered, unsigned or too old: 400 PAGAMENTO_005, nothing changes', async () => {
    const { paymentId, url } = await started(ids['Rata 3'] as number);
    const session = stripe.local.store.sessions.get(checkoutIdOf(url));
    const payload = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged' },
      },
    });
    const signed = (secret: string, timestamp?: number) =>
      sdk.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    const tries = [
      await notify(payload, signed('whsec_not_the_agencys')),
      await notify(payload.replace('"paid"', '"paid" '), signed(STRIPE_TEST_WEBHOOK_SECRET)),
      await notify(payload, ''),
      await notify(payload, signed(STRIPE_TEST_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)),
    ];
    for (const reply of tries) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.PAYMENT_BAD_SIGNATURE } });
    }
    expect(await payment(paymentId)).toMatchObject({ state: 'open', reference: null });
    const refusals = logLines.filter((line) => line.includes('payment notification refused'));
    expect(refusals).toHaveLength(4);
    for (const line of refusals) {
      expect(line).not.toContain(STRIPE_TEST_WEBHOOK_SECRET);
      expect(line).not.toContain('v1=');
      expect(line).not.toContain('evt_forged_1');
    }
    // Signed right, it would have been believed: the refusals were the signature's.
    const genuine = await notify(payload, signed(STRIPE_TEST_WEBHOOK_SECRET));
    expect(genuine.statusCode).toBe(200);
    expect(await payment(paymentId)).toMatchObject({ state: 'paid', reference: 'pi_forged' });
  });

  it('a notification paying another amount than asked is recorded, not believed', async () => {
    const { paymentId, url } = await started(ids['Rata 7'] as number);
    const session = stripe.local.store.sessions.get(checkoutIdOf(url));
    const payload = JSON.stringify({
      id: 'evt_amount_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          ...session,
          amount_total: 100,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_x',
        },
      },
    });
    const reply = await notify(
      payload,
      sdk.webhooks.generateTestHeaderString({ payload, secret: STRIPE_TEST_WEBHOOK_SECRET }),
    );
    expect(reply.statusCode).toBe(200);
    expect((await payment(paymentId)).state).not.toBe('paid');
    expect((await auditOf(paymentId)).map((row) => row.action)).toContain('payment.mismatch');
  });

  it('an instalment already paid answers PAGAMENTO_003', async () => {
    const reply = await start(mario.token, ids['Rata 1'] as number);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.code).toBe(ErrorCode.PAYMENT_ALREADY_PAID);
  });

  it('paid at the provider, its notification still on its way: a second tap answers PAGAMENTO_003', async () => {
    const { paymentId, url } = await started(ids['Rata 9'] as number);
    const notifyUrl = stripe.local.store.notifyUrl;
    stripe.local.notifyUrl = undefined;
    try {
      await pay(url);
    } finally {
      stripe.local.notifyUrl = notifyUrl;
    }
    const again = await start(mario.token, ids['Rata 9'] as number);
    expect(again.json()).toEqual({ status: 'KO', error: { code: ErrorCode.PAYMENT_ALREADY_PAID } });
    expect(await payment(paymentId)).toMatchObject({ state: 'paid' });
    expect(await settledJobs(paymentId)).toHaveLength(1);
  });

  it('another client’s instalment answers exactly like a missing one, and so does their payment', async () => {
    const others = await start(mario.token, ids.Altrui as number);
    const missing = await start(mario.token, 987_654_321);
    expect(others.statusCode).toBe(404);
    expect(others.body).toBe(missing.body);
    const marios = await started(ids['Rata 4'] as number);
    const read = await t.post(ApiPath.getPayment, { paymentId: marios.paymentId }, other.token);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('an instalment not to pay answers PAGAMENTO_002: paid at the agency, of no amount, its policy being refreshed', async () => {
    for (const title of ['Pagata', 'Zero', 'Bloccata']) {
      const reply = await start(mario.token, ids[title] as number);
      expect(reply.statusCode, title).toBe(409);
      expect(reply.json().error.code, title).toBe(ErrorCode.PAYMENT_NOT_DUE);
    }
  });

  it('a checkout that expires leaves the instalment to pay, and the next tap opens a new one', async () => {
    const first = await started(ids['Rata 5'] as number);
    expect((await control(`sessions/${checkoutIdOf(first.url)}/expire`)).status).toBe(200);
    expect(await payment(first.paymentId)).toMatchObject({ state: 'expired' });
    const second = await started(ids['Rata 5'] as number);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(second.url).not.toBe(first.url);
    expect((await auditOf(first.paymentId)).map((row) => row.action)).toEqual([
      'payment.start',
      'payment.expire',
    ]);
  });

  it('the client back without paying: the checkout ended at the provider, the payment cancelled', async () => {
    const { paymentId, url } = await started(ids['Rata 5'] as number);
    const reply = await t.post(ApiPath.cancelPayment, { paymentId }, mario.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().payment.state).toBe('cancelled');
    expect(stripe.local.store.sessions.get(checkoutIdOf(url))?.status).toBe('expired');
    // The hosted page no longer takes a payment.
    expect((await pay(url)).status).toBe(410);
    expect(await payment(paymentId)).toMatchObject({ state: 'cancelled' });
  });

  it('a cancel after paying keeps it paid', async () => {
    const { paymentId, url } = await started(ids['Rata 4'] as number);
    await pay(url);
    const reply = await t.post(ApiPath.cancelPayment, { paymentId }, mario.token);
    expect(reply.json().payment.state).toBe('paid');
  });

  it('a refund at the provider: refunded, with the cents refunded in all', async () => {
    const [row] = await selectRows<{ id: number; checkout_id: string }>(
      t.db,
      sql`select id, checkout_id from payments where movimento_id = ${ids['Rata 4'] as number} and state = 'paid'`,
    );
    if (!row) throw new Error('no paid payment');
    expect((await control(`sessions/${row.checkout_id}/refund`, 'amount=1000')).status).toBe(200);
    expect(await payment(row.id)).toMatchObject({
      state: 'refunded',
      refundedCents: 1_000,
      amountCents: 6_000,
    });
    await control(`sessions/${row.checkout_id}/refund`);
    expect(await payment(row.id)).toMatchObject({ state: 'refunded', refundedCents: 6_000 });
    expect((await auditOf(row.id)).filter((entry) => entry.action === 'payment.refund')).toHaveLength(2);
  });

  it('a delayed method: pending after the page, then failed when its outcome comes', async () => {
    const { paymentId, url } = await started(ids['Rata 6'] as number);
    await pay(url, 'delayed');
    expect(await payment(paymentId)).toMatchObject({ state: 'open' });
    await control(`sessions/${checkoutIdOf(url)}/async`, 'outcome=failed');
    expect(await payment(paymentId)).toMatchObject({ state: 'failed' });
  });

  it('a delayed method that succeeds: paid when its outcome comes', async () => {
    const { paymentId, url } = await started(ids['Rata 8'] as number);
    await pay(url, 'delayed');
    // A tap meanwhile: no second checkout, but that payment's page, which says it is pending.
    expect(await started(ids['Rata 8'] as number)).toEqual({
      status: 'OK',
      paymentId,
      url: `http://localhost:3000/pagamento/${paymentId}`,
    });
    await control(`sessions/${checkoutIdOf(url)}/async`, 'outcome=succeeded');
    expect(await payment(paymentId)).toMatchObject({ state: 'paid', amountCents: 5_350 });
    expect(await settledJobs(paymentId)).toHaveLength(1);
  });

  it('the provider down: PAGAMENTO_004, and nothing marked', async () => {
    const before = await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from payments`);
    await stripe.local.close();
    const reply = await start(mario.token, ids['Rata 6'] as number);
    expect(reply.statusCode).toBe(503);
    expect(reply.json().error.code).toBe(ErrorCode.PAYMENT_PROVIDER_DOWN);
    const after = await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from payments`);
    expect(after).toEqual(before);
  });
});
