import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiPath, type PaymentFeedLine, type StaffPayment } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { webhookSignature } from '../../shared/signed-webhook.js';
import { useTestApp } from '../../test/harness.js';
import { clientWithPayment, markRefundedForTest, reimportPolicy } from '../../test/payments.js';
import { booksChanged } from './books.js';
import { PAYMENT_SETTLED, PAYMENTS_WEBHOOK } from './settled-queue.js';

// The agency's books (issue 36 item 5, docs/decisions/0153): the outbound feed of payments paid and
// refunded, its signed webhook, the console's list with the feed's disagreement, the client's page.
const SECRET = 'p'.repeat(40);
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, reply) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    reply.statusCode = 204;
    reply.end();
  });
});
const config: Partial<Config> = {};
beforeAll(async () => {
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  config.PAYMENTS_WEBHOOK_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pagamenti`;
  config.PAYMENTS_WEBHOOK_SECRET = SECRET;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
const t = useTestApp({ config });

async function settle(paymentId: number) {
  await t.app.queues.send(PAYMENT_SETTLED, { paymentId });
  await t.app.queues.drain(PAYMENT_SETTLED);
  await t.app.queues.drain(PAYMENTS_WEBHOOK);
}

const feedAfter = async (since: number, staff: string) => {
  const reply = await t.post(ApiPath.getPaymentsFeed, { since }, staff);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PaymentFeedLine);
};

const list = async (body: object, staff: string) => {
  const reply = await t.post(ApiPath.listPayments, body, staff);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { payments: StaffPayment[]; next: number | null };
};

describe('the outbound payments feed and its webhook', () => {
  it('gives each payment paid, then its refund, in order; the webhook posts each line signed', async () => {
    const staff = await t.login('90000001');
    const start = (await feedAfter(0, staff)).at(-1)?.feedSeq ?? 0;
    const before = received.length;
    const paid = await clientWithPayment(t);
    await settle(paid.payment.id);
    // The job run again adds no line.
    await settle(paid.payment.id);
    await t.db.transaction(async (tx) => {
      await markRefundedForTest(tx, paid.payment.id, 23_456);
      // As the provider's notification handler does on `charge.refunded`, in its transaction.
      await booksChanged(tx, paid.payment.id, t.app.queues.senders.announceBookLine);
    });
    const lines = await feedAfter(start, staff);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      paymentId: paid.payment.id,
      clientId: paid.agencyId,
      numeroPolizza: paid.numero,
      titolo: 'Rata 2/2026',
      dataScadenza: '2026-12-15',
      state: 'paid',
      amountCents: 123_456,
      refundedCents: 0,
      currency: 'EUR',
      provider: 'stripe',
      providerReference: `pi_test_${paid.agencyId}`,
      paidAt: '2026-11-22T13:05:00.000Z',
    });
    expect(lines[1]).toMatchObject({ paymentId: paid.payment.id, state: 'refunded', refundedCents: 23_456 });
    expect((lines[1]?.feedSeq ?? 0) > (lines[0]?.feedSeq ?? 0)).toBe(true);
    expect(await feedAfter(lines[1]?.feedSeq ?? 0, staff)).toEqual([]);

    await t.app.queues.drain(PAYMENTS_WEBHOOK);
    const posts = received.slice(before);
    expect(posts).toHaveLength(2);
    const [post] = posts;
    const timestamp = post?.headers['x-area-clienti-timestamp'] as string;
    expect(post?.headers['x-area-clienti-signature']).toBe(
      `sha256=${webhookSignature(SECRET, timestamp, post?.body as string)}`,
    );
    expect(posts.map((one) => JSON.parse(one.body))).toEqual(lines);
  });

  it("is the staff's: a client or no session is refused, a bad cursor is a validation error", async () => {
    const paid = await clientWithPayment(t, { state: 'open' });
    expect((await t.post(ApiPath.getPaymentsFeed, {}, paid.token)).statusCode).toBe(403);
    expect((await t.post(ApiPath.getPaymentsFeed, {})).statusCode).toBe(401);
    const staff = await t.login('90000001');
    const bad = await t.post(ApiPath.getPaymentsFeed, { since: -1 }, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_001');
  });
});

describe("the console's payments", () => {
  it("shows a paid instalment the feed still gives 'Da pagare', until the feed catches up", async () => {
    const staff = await t.login('90000001');
    const paid = await clientWithPayment(t);
    await settle(paid.payment.id);
    await reimportPolicy(t, paid.agencyId, paid.numero, 'Da pagare');
    const [shown] = (await list({ numeroPolizza: paid.numero }, staff)).payments;
    expect(shown).toMatchObject({
      id: paid.payment.id,
      clientId: paid.agencyId,
      clientName: expect.stringContaining('Glance'),
      state: 'paid',
      amountCents: 123_456,
      reference: `pi_test_${paid.agencyId}`,
      feedStillDue: true,
    });
    const file = (await t.post(ApiPath.getClientFile, { clientId: paid.agencyId }, staff)).json();
    expect(file.pagamenti).toEqual([shown]);

    await reimportPolicy(t, paid.agencyId, paid.numero, 'Pagato');
    expect((await list({ numeroPolizza: paid.numero }, staff)).payments[0]?.feedStillDue).toBe(false);
  });

  it('filters by day, state and policy, newest first, a page at a time', async () => {
    const staff = await t.login('90000001');
    const first = await clientWithPayment(t, { numero: 'FILTRO-1' });
    const second = await clientWithPayment(t, { numero: 'FILTRO-2' });
    const open = await clientWithPayment(t, { state: 'open', numero: 'FILTRO-3' });
    const day = await list({ from: '2026-11-22', to: '2026-11-22', state: 'paid' }, staff);
    const ids = day.payments.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([first.payment.id, second.payment.id]));
    expect(ids).not.toContain(open.payment.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list({ from: '2026-11-23', state: 'paid' }, staff)).payments).toEqual([]);
    expect((await list({ to: '2026-11-21', state: 'paid' }, staff)).payments).toEqual([]);
    expect(
      (await list({ state: 'open', numeroPolizza: 'FILTRO-3' }, staff)).payments.map((p) => p.id),
    ).toEqual([open.payment.id]);

    const page1 = await list({ state: 'paid', limit: 1 }, staff);
    expect(page1.payments).toHaveLength(1);
    expect(page1.next).toBe(page1.payments[0]?.id);
    const page2 = await list({ state: 'paid', limit: 1, after: page1.next }, staff);
    expect(page2.payments[0]?.id).toBeLessThan(page1.payments[0]?.id as number);
  });

  it('refuses bad filters with a validation error, and anyone but staff', async () => {
    const staff = await t.login('90000001');
    for (const body of [
      { from: '22/11/2026' },
      { state: 'pagato' },
      { numeroPolizza: '' },
      { limit: 0 },
      { after: 0 },
    ]) {
      const reply = await t.post(ApiPath.listPayments, body, staff);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.code).toBe('VALIDATION_001');
    }
    const client = await clientWithPayment(t, { state: 'open' });
    expect((await t.post(ApiPath.listPayments, {}, client.token)).statusCode).toBe(403);
  });
});
