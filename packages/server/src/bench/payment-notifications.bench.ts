/**
 * `npm run bench:payment-notifications` (issue 36): the payment provider's notification route under load —
 * requests a second and p99 — beside a bare Fastify route in the same process answering the same JSON body
 * with nothing done. Each notification is a new event (signed as Stripe signs, by the SDK's own helper, before
 * the run) of a paid payment's checkout: the signature verified on the bytes, the event recorded, the payment
 * locked and found already paid. A second row sends one event again and again (the idempotent path).
 * The load generator runs in this process too, for both routes alike: compare the ratio, not the figures.
 * Env: BENCH_DATABASE_URL (else the embedded engine), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath } from '@area-clienti/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import Stripe from 'stripe';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded/engine.js';
import { seedDemoAgency } from '../seed/demo-agency.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECRET = 'whsec_bench';
const CHECKOUT = 'cs_test_bench_paid';

interface Figure {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, next: () => autocannon.Request): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: () => next() }],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'area-clienti-bench-'));
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(folder, { log: quiet });
  const database = openPostgres(process.env.BENCH_DATABASE_URL ?? embedded?.url ?? '');
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  await database.migrate();
  const config = testConfig({
    LOG_LEVEL: 'warn',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: SECRET,
  });
  await seedDemoAgency(database.db, config);
  // One paid payment of the demo's first client: every event names its checkout.
  await database.db.execute(sql`
    insert into payments (client_id, numero_polizza, titolo, amount_cents, state, provider, checkout_id,
                          provider_reference, paid_at)
    select id, '10020030', 'Rata 14 - 11/2026', 4850, 'paid', 'stripe', ${CHECKOUT}, 'pi_bench', now()
    from clients order by id limit 1`);
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post('/bare', async () => ({ status: 'OK' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const urlOf = (server: { server: { address(): unknown } }) =>
    `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

  const stripe = new Stripe('sk_test_bench');
  const eventOf = (n: number) => {
    const payload = JSON.stringify(
      {
        id: `evt_bench_${n}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: CHECKOUT,
            object: 'checkout.session',
            amount_total: 4850,
            currency: 'eur',
            expires_at: Math.floor(Date.now() / 1000) + 1800,
            payment_intent: 'pi_bench',
            payment_status: 'paid',
            status: 'complete',
            url: null,
          },
        },
      },
      null,
      2,
    );
    return {
      method: 'POST' as const,
      path: ApiPath.receivePaymentNotification,
      body: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
    };
  };
  // Signed before the run: the generator's own hashing stays out of the figures.
  const events = Array.from({ length: 60_000 }, (_, n) => eventOf(n));
  let sent = 0;
  const replayed = eventOf(-1);
  const figures = [
    await load('bare route (same JSON body, nothing done)', `${urlOf(bare)}`, () => ({
      ...replayed,
      path: '/bare',
    })),
    await load(
      'notification, a new event each',
      urlOf(app),
      () => events[sent++ % events.length] as autocannon.Request,
    ),
    await load('notification, the same event again', urlOf(app), () => replayed),
  ];
  const base = figures[0] as Figure;
  console.log(`${CONNECTIONS} connections, ${SECONDS} s a route; engine: ${database.engine}`);
  console.log('| route | requests/s | p99 ms | × bare | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.requestsPerSecond.toFixed(0)} | ${f.p99.toFixed(0)} | ${(f.requestsPerSecond / base.requestsPerSecond).toFixed(2)} | ${f.errors} |`,
    );
  }
  if (sent > events.length) console.log(`(${sent} requests: events reused after ${events.length})`);
  await app.close();
  await bare.close();
  await database.close();
  await embedded?.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
