import { ApiPath, ErrorCode, type StaffPayment } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
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
  useLocalStripe,
} from '../../test/local-stripe.js';

/**
 * An open checkout met again (the instalment changed meanwhile), an instalment paid by two checkouts, the
 * amounts beyond Stripe's, and one event delivered twice at once: against the local Stripe.
 */
const stripe = useLocalStripe(beforeAll, afterAll);
const t = useTestApp({ config: stripe.config });
let mario: { token: string; clientId: number };
const ids: Record<string, number> = {};
const POLICY = 'POL-DUP-1';
const TITLES = ['Premio', 'Feed', 'Doppia', 'Tardiva', 'Grande', 'Massima', 'Enorme', 'Insieme'] as const;

beforeAll(async () => {
  await listenForNotifications(t, stripe.local);
  mario = await clientWithRecords(t, 'CLI-DUP-1', (client) => [
    policyWithInstalments(client, POLICY, [
      { titolo: 'Premio', dataScadenza: '2026-12-01', stato: 'Da pagare', premio: 90 },
      { titolo: 'Feed', dataScadenza: '2027-01-01', stato: 'Da pagare', premio: 80 },
      { titolo: 'Doppia', dataScadenza: '2027-02-01', stato: 'Da pagare', premio: 60 },
      { titolo: 'Tardiva', dataScadenza: '2027-03-01', stato: 'Da pagare', premio: 70 },
      { titolo: 'Grande', dataScadenza: '2027-04-01', stato: 'Da pagare', premio: 1_000_000 },
      { titolo: 'Massima', dataScadenza: '2027-05-01', stato: 'Da pagare', premio: 999_999.99 },
      // The feed takes at most 1.000.000 € (decisions/0156): the test writes its absurd amount itself below.
      { titolo: 'Enorme', dataScadenza: '2027-06-01', stato: 'Da pagare', premio: 50 },
      { titolo: 'Insieme', dataScadenza: '2027-07-01', stato: 'Da pagare', premio: 55 },
    ]),
  ]);
  for (const title of TITLES) ids[title] = await instalmentId(t, POLICY, title);
});

const start = (title: (typeof TITLES)[number]) =>
  t.post(ApiPath.startPayment, { movimentoId: ids[title] as number }, mario.token);
const started = async (title: (typeof TITLES)[number]) => {
  const reply = await start(title);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { paymentId: number; url: string };
};
const control = (path: string, body = '') => controlLocalStripe(stripe.local, path, body);
const rowOf = async (paymentId: number) => {
  const [row] = await selectRows<{ state: string; amount_cents: number; duplicate_of: number | null }>(
    t.db,
    sql`select state, amount_cents, duplicate_of from payments where id = ${paymentId}`,
  );
  return row;
};
const actionsOf = async (paymentId: number) =>
  (
    await selectRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where detail->>'payment' = ${String(paymentId)} order by id`,
    )
  ).map((row) => row.action);
const settledJobs = (paymentId: number) =>
  selectRows<{ id: string }>(
    t.db,
    sql`select id from pgboss.job where name = 'payment-settled' and data->>'paymentId' = ${String(paymentId)}`,
  );
const sessionOf = (url: string) => stripe.local.store.sessions.get(checkoutIdOf(url));
/** A payment ended here only (the client's page gone, say): its checkout still open at Stripe. */
const cancelHereOnly = (paymentId: number) =>
  t.db.execute(sql`update payments set state = 'cancelled' where id = ${paymentId}`);

describe('an open checkout met again', () => {
  it('after an import changed the premio: the old checkout ended at Stripe, a new one of the new amount', async () => {
    const old = await started('Premio');
    expect(sessionOf(old.url)?.amount_total).toBe(9_000);
    await t.db.execute(sql`update movimenti set premio = 120 where id = ${ids.Premio as number}`);
    const again = await started('Premio');
    expect(again.paymentId).not.toBe(old.paymentId);
    expect(again.url).not.toBe(old.url);
    expect(sessionOf(again.url)?.amount_total).toBe(12_000);
    expect(await rowOf(again.paymentId)).toMatchObject({ state: 'open', amount_cents: 12_000 });
    expect(sessionOf(old.url)?.status).toBe('expired');
    expect((await pay(old.url)).status).toBe(410);
    // Its end recorded once: by Stripe's notification during the call, not again over a stale copy.
    expect(await rowOf(old.paymentId)).toMatchObject({ state: 'expired' });
    expect(await actionsOf(old.paymentId)).toEqual(['payment.start', 'payment.expire']);
  });

  it('after the feed says it paid: PAGAMENTO_002, and the old checkout can no longer be paid', async () => {
    const old = await started('Feed');
    await t.db.execute(sql`update movimenti set stato = 'Pagato' where id = ${ids.Feed as number}`);
    const again = await start('Feed');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'KO', error: { code: ErrorCode.PAYMENT_NOT_DUE } });
    expect(sessionOf(old.url)?.status).toBe('expired');
    expect(await rowOf(old.paymentId)).toMatchObject({ state: 'expired' });
    expect((await pay(old.url)).status).toBe(410);
  });
});

describe('an instalment paid by two checkouts', () => {
  it('one paid late: the other open checkout is cancelled here and ended at Stripe', async () => {
    const first = await started('Tardiva');
    await cancelHereOnly(first.paymentId);
    const second = await started('Tardiva');
    expect((await pay(first.url)).status).toBe(303);
    expect(await rowOf(first.paymentId)).toMatchObject({ state: 'paid', duplicate_of: null });
    expect(await rowOf(second.paymentId)).toMatchObject({ state: 'cancelled' });
    expect(await actionsOf(second.paymentId)).toEqual(['payment.start', 'payment.cancel']);
    expect(sessionOf(second.url)?.status).toBe('expired');
    expect((await pay(second.url)).status).toBe(410);
  });

  it('both paid: the second recorded paid as a duplicate, audited, shown to staff, refundable', async () => {
    const first = await started('Doppia');
    await cancelHereOnly(first.paymentId);
    const second = await started('Doppia');
    expect((await pay(second.url)).status).toBe(303);
    expect((await pay(first.url)).status).toBe(303);
    expect(await rowOf(second.paymentId)).toMatchObject({ state: 'paid', duplicate_of: null });
    expect(await rowOf(first.paymentId)).toMatchObject({ state: 'paid', duplicate_of: second.paymentId });
    expect(await actionsOf(first.paymentId)).toEqual(['payment.start', 'payment.duplicate']);
    // No second receipt for an instalment settled once.
    expect(await settledJobs(first.paymentId)).toHaveLength(0);
    expect(await settledJobs(second.paymentId)).toHaveLength(1);
    const staff = await t.login('90000001');
    const listed = await t.post(ApiPath.listPayments, { limit: 100 }, staff);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = (listed.json() as { payments: StaffPayment[] }).payments;
    expect(rows.find((row) => row.id === first.paymentId)).toMatchObject({
      state: 'paid',
      duplicateOf: second.paymentId,
    });
    expect(rows.find((row) => row.id === second.paymentId)).toMatchObject({ duplicateOf: null });
    // The agency refunds it at Stripe: refunded, as any payment.
    expect((await control(`sessions/${checkoutIdOf(first.url)}/refund`)).status).toBe(200);
    expect(await rowOf(first.paymentId)).toMatchObject({ state: 'refunded' });
    expect(await start('Doppia').then((reply) => reply.json().error.code)).toBe(
      ErrorCode.PAYMENT_ALREADY_PAID,
    );
  });
});

describe('amounts beyond what Stripe takes', () => {
  it('above 999.999,99 € answers PAGAMENTO_002, nothing opened; at it, a checkout opens', async () => {
    // An amount no feed sends now, as a row written before the feed's ceiling could hold it.
    await t.db.execute(sql`update movimenti set premio = 100000000000 where id = ${ids.Enorme as number}`);
    for (const title of ['Grande', 'Enorme'] as const) {
      const reply = await start(title);
      expect(reply.statusCode, `${title} ${reply.body}`).toBe(409);
      expect(reply.json().error.code, title).toBe(ErrorCode.PAYMENT_NOT_DUE);
      const rows = await selectRows(
        t.db,
        sql`select id from payments where movimento_id = ${ids[title] as number}`,
      );
      expect(rows, title).toHaveLength(0);
    }
    const largest = await started('Massima');
    expect(sessionOf(largest.url)?.amount_total).toBe(99_999_999);
  });
});

describe('one event delivered twice at once', () => {
  it('is taken once: one paid audit, one follow-up', async () => {
    const { paymentId, url } = await started('Insieme');
    const notifyUrl = stripe.local.store.notifyUrl;
    stripe.local.notifyUrl = undefined;
    try {
      expect((await pay(url)).status).toBe(303);
    } finally {
      stripe.local.notifyUrl = notifyUrl;
    }
    const completed = stripe.local.store.events.at(-1);
    expect(completed).toMatchObject({ type: 'checkout.session.completed', deliveredStatus: null });
    const both = await Promise.all([
      control(`events/${completed?.id}/resend`),
      control(`events/${completed?.id}/resend`),
    ]);
    for (const reply of both) expect(reply.status).toBe(200);
    expect(await rowOf(paymentId)).toMatchObject({ state: 'paid' });
    expect((await actionsOf(paymentId)).filter((action) => action === 'payment.paid')).toHaveLength(1);
    expect(await settledJobs(paymentId)).toHaveLength(1);
    const taken = await selectRows<{ payment_id: number }>(
      t.db,
      sql`select payment_id from payment_notifications where event_id = ${completed?.id as string}`,
    );
    expect(taken).toEqual([{ payment_id: paymentId }]);
  });
});
