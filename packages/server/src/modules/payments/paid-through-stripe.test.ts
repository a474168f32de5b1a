import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiPath, type PaymentFeedLine } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { clientWithRecords } from '../../test/client-accounts.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';
import {
  instalmentId,
  listenForNotifications,
  policyWithInstalments,
  STRIPE_TEST_KEY,
  useLocalStripe,
} from '../../test/local-stripe.js';
import { pdftotext } from '../../test/poppler.js';
import { PAYMENT_SETTLED, PAYMENTS_WEBHOOK } from './settled-queue.js';

// The whole way (issue 36 items 3 to 5, decisions/0151 and 0153): paid on the local Stripe's hosted page,
// the signed notification marks it paid and writes it in the agency's books in the same commit; the
// receipt's job makes the quietanza and e-mails it; a refund at the provider reaches the books and the
// webhook too.
const stripe = useLocalStripe(beforeAll, afterAll);
const posted: string[] = [];
const receiver = createServer((request, reply) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    posted.push(body);
    reply.statusCode = 204;
    reply.end();
  });
});
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
// The local Stripe's settings are written into `stripe.config` when it starts; the webhook's beside them.
const config = stripe.config as Record<string, unknown>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  config.PAYMENTS_WEBHOOK_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pagamenti`;
  config.PAYMENTS_WEBHOOK_SECRET = 'w'.repeat(40);
});
afterAll(async () => {
  await smtp.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
const t = useTestApp({
  config,
  deps: () => ({
    mailer: { send: (email) => new SmtpMailer(smtp.url, 'Area Clienti <no-reply@example.it>').send(email) },
  }),
});

const control = (path: string, body = '') =>
  fetch(`${stripe.local.url}/_control/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${STRIPE_TEST_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });
const feed = async (staff: string) =>
  (await t.post(ApiPath.getPaymentsFeed, {}, staff)).body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PaymentFeedLine);

describe('paid through the provider, then refunded', () => {
  it('the receipt, its e-mail, and each change in the books and the webhook', async () => {
    await listenForNotifications(t, stripe.local);
    const client = await clientWithRecords(t, 'CLI-BOOKS-1', (id) => [
      policyWithInstalments(id, 'POL-BOOKS-1', [
        { titolo: 'Rata unica', dataScadenza: '2026-12-01', stato: 'Da pagare', premio: 210.3 },
      ]),
    ]);
    const movimentoId = await instalmentId(t, 'POL-BOOKS-1', 'Rata unica');
    const start = await t.post(ApiPath.startPayment, { movimentoId }, client.token);
    expect(start.statusCode, start.body).toBe(200);
    const { paymentId, url } = start.json() as { paymentId: number; url: string };
    const paid = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', method: 'card' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const staff = await t.login('90000001');
    // In the books with the paid state, before any job ran: the same commit as the notification.
    expect(await feed(staff)).toEqual([
      expect.objectContaining({ paymentId, state: 'paid', amountCents: 21_030, clientId: 'CLI-BOOKS-1' }),
    ]);

    await t.app.queues.drain(PAYMENT_SETTLED);
    await t.app.deliveries.drain();
    await t.app.queues.drain(PAYMENTS_WEBHOOK);
    const [account] = await selectRows<{ email: string }>(
      t.db,
      sql`select email from users where id = ${client.userId}`,
    );
    const [mail] = smtp.to(account?.email as string);
    expect(mail?.subject).toBe('Area Clienti: pagamento ricevuto, la tua quietanza');
    const receipt = mail?.attachments[0]?.content as Buffer;
    const text = (await pdftotext(receipt)).replace(/\s+/g, ' ');
    expect(text).toContain('Importo pagato: 210,30 €');
    expect(text).toMatch(/Riferimento del pagamento: pi_\w+/);
    expect(await feed(staff)).toHaveLength(1);

    const [row] = await selectRows<{ checkout_id: string }>(
      t.db,
      sql`select checkout_id from payments where id = ${paymentId}`,
    );
    expect((await control(`sessions/${row?.checkout_id}/refund`, 'amount=1030')).status).toBe(200);
    await t.app.queues.drain(PAYMENTS_WEBHOOK);
    const lines = await feed(staff);
    expect(lines.map((line) => [line.state, line.refundedCents])).toEqual([
      ['paid', 0],
      ['refunded', 1_030],
    ]);
    expect(posted.map((body) => JSON.parse(body))).toEqual(lines);
    // The receipt's job again, after the refund: no new line, no second receipt.
    await t.app.queues.send(PAYMENT_SETTLED, { paymentId });
    await t.app.queues.drain(PAYMENT_SETTLED);
    await t.app.deliveries.drain();
    expect(await feed(staff)).toHaveLength(2);
    expect(smtp.to(account?.email as string)).toHaveLength(1);
  });
});
