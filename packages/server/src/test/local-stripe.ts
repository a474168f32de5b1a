import type { AddressInfo } from 'node:net';
import { ApiPath, type ImportRecordInput } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { selectRows } from '../db/database.js';
import { type LocalStripe, startLocalStripe } from '../payments/local-stripe/server.js';
import type { TestContext } from './harness.js';

export const STRIPE_TEST_KEY = 'sk_test_area_clienti_tests';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_area_clienti_tests';

/**
 * The local Stripe for a test file, and the configuration that points the app's Stripe SDK at it. Call
 * before `useTestApp(…, { config })`: its beforeAll starts the server and fills in the address, which the
 * app's beforeAll then reads.
 */
export function useLocalStripe(
  beforeAll: (hook: () => Promise<void>) => void,
  afterAll: (hook: () => Promise<void>) => void,
) {
  const config: Partial<Config> = {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  };
  const holder = { local: undefined as unknown as LocalStripe, config };
  beforeAll(async () => {
    holder.local = await startLocalStripe({
      secretKey: STRIPE_TEST_KEY,
      webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
    });
    config.STRIPE_API_URL = holder.local.url;
  });
  afterAll(async () => {
    await holder.local?.close();
  });
  return holder;
}

/**
 * The app listening on a port of its own, the local Stripe's notifications sent to it, and the test's clock
 * on today's real time (Stripe takes a checkout's end only between 30 minutes and a day from now).
 */
export async function listenForNotifications(t: TestContext, local: LocalStripe): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  local.notifyUrl = `http://127.0.0.1:${port}${ApiPath.receivePaymentNotification}`;
  t.clock.advance(Date.now() - t.clock.now().getTime());
  return local.notifyUrl as unknown as string;
}

/** A policy record with the test's instalments. */
export const policyWithInstalments = (
  client: string,
  id: string,
  movimenti: { titolo: string; dataScadenza: string; stato: string; premio: number }[],
  extra: Partial<Extract<ImportRecordInput, { type: 'dossier' }>> = {},
): ImportRecordInput => ({
  type: 'dossier',
  id,
  client,
  numeroPolizza: id.replace(/\D/g, '').padStart(8, '7'),
  prodotto: 'Casa Serena',
  stato: 'ATTIVA',
  movimenti,
  ...extra,
});

/** An instalment's id by its title, among the policy's. */
export async function instalmentId(t: TestContext, policyId: string, titolo: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.db,
    sql`select m.id from movimenti m join dossiers d on d.id = m.dossier_id
        where d.agency_id = ${policyId} and m.titolo = ${titolo}`,
  );
  if (!row) throw new Error(`no instalment ${titolo} of ${policyId}`);
  return row.id;
}
