import { ApiPath, ErrorCode, type InEvidenzaReply } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { importRecords } from '../../test/agency-records.js';
import { clientWithRecords } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';
import {
  controlLocalStripe,
  instalmentId,
  listenForNotifications,
  payOnHostedPage as pay,
  policyWithInstalments,
  useLocalStripe,
} from '../../test/local-stripe.js';

// When an instalment counts as settled online (issue 36's review): paid, or refunded only in part; a whole
// refund makes it due again. And a payment whose instalment's row a feed re-created still settles the new row.
const stripe = useLocalStripe(beforeAll, afterAll);
const t = useTestApp({ config: stripe.config });

const REFUNDS = [
  { titolo: 'Parziale', dataScadenza: '2026-12-01', stato: 'Da pagare', premio: 60 },
  { titolo: 'Intero', dataScadenza: '2027-01-01', stato: 'Da pagare', premio: 80 },
];
/** Two instalments with one titolo: a feed moving both due days cannot pair them, and re-creates both rows. */
const TWINS = (days: [string, string]) => [
  { titolo: 'Rata', dataScadenza: days[0], stato: 'Da pagare', premio: 45 },
  { titolo: 'Rata', dataScadenza: days[1], stato: 'Da pagare', premio: 45 },
  { titolo: 'Altra', dataScadenza: '2027-03-01', stato: 'Da pagare', premio: 30 },
];

let mario: { token: string; clientId: number };
beforeAll(async () => {
  await listenForNotifications(t, stripe.local);
  mario = await clientWithRecords(t, 'CLI-SETTLED-1', (client) => [
    policyWithInstalments(client, 'POL-SETTLED-1', REFUNDS),
    policyWithInstalments(client, 'POL-SETTLED-2', TWINS(['2026-12-10', '2027-02-10'])),
  ]);
});

const start = (movimentoId: number) => t.post(ApiPath.startPayment, { movimentoId }, mario.token);
const unpaidAtHome = async (numeroPolizzaOf: string) => {
  const reply = await t.post(ApiPath.getInEvidenza, {}, mario.token);
  expect(reply.statusCode, reply.body).toBe(200);
  const numero = numeroPolizzaOf.replace(/\D/g, '').padStart(8, '7');
  const policy = (reply.json() as InEvidenzaReply).policies.find((p) => p.numeroPolizza === numero);
  return (policy?.unpaid ?? []).map((m) => [m.titolo, m.dataScadenza]);
};
/** Paid on the hosted page, then refunded at the provider by `refundCents`. */
async function paidThenRefunded(movimentoId: number, refundCents: number) {
  const started = await start(movimentoId);
  expect(started.statusCode, started.body).toBe(200);
  const { paymentId, url } = started.json() as { paymentId: number; url: string };
  await pay(url);
  const [row] = await selectRows<{ checkout_id: string; state: string }>(
    t.db,
    sql`select checkout_id, state from payments where id = ${paymentId}`,
  );
  expect(row?.state).toBe('paid');
  const refund = await controlLocalStripe(
    stripe.local,
    `sessions/${row?.checkout_id}/refund`,
    `amount=${refundCents}`,
  );
  expect(refund.status).toBe(200);
  const [after] = await selectRows<{ state: string; refunded_cents: number }>(
    t.db,
    sql`select state, refunded_cents from payments where id = ${paymentId}`,
  );
  expect(after).toEqual({ state: 'refunded', refunded_cents: refundCents });
}

describe('a refund', () => {
  it('in part leaves the instalment settled: no second checkout, not unpaid at home', async () => {
    const id = await instalmentId(t, 'POL-SETTLED-1', 'Parziale');
    await paidThenRefunded(id, 100);
    const again = await start(id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe(ErrorCode.PAYMENT_ALREADY_PAID);
    expect(await unpaidAtHome('POL-SETTLED-1')).not.toContainEqual(['Parziale', '2026-12-01']);
    const movimenti = await t.post(ApiPath.getMovimenti, { dossierId: await dossierOf(id) }, mario.token);
    const parziale = movimenti.json().movimenti.find((m: { titolo: string }) => m.titolo === 'Parziale');
    expect(parziale.pagamentoOnline).toEqual({ paidAt: expect.any(String) });
  });

  it('in whole makes the instalment due again: payable, unpaid at home', async () => {
    const id = await instalmentId(t, 'POL-SETTLED-1', 'Intero');
    await paidThenRefunded(id, 8_000);
    expect(await unpaidAtHome('POL-SETTLED-1')).toContainEqual(['Intero', '2027-01-01']);
    const again = await start(id);
    expect(again.statusCode, again.body).toBe(200);
    const [row] = await selectRows<{ amount_cents: number; state: string }>(
      t.db,
      sql`select amount_cents, state from payments where id = ${again.json().paymentId}`,
    );
    expect(row).toEqual({ amount_cents: 8_000, state: 'open' });
  });
});

async function dossierOf(movimentoId: number): Promise<number> {
  const [row] = await selectRows<{ dossier_id: number }>(
    t.db,
    sql`select dossier_id from movimenti where id = ${movimentoId}`,
  );
  return row?.dossier_id as number;
}

describe('a paid instalment whose row the next feed re-creates', () => {
  it('is not paid twice: the new row is settled by the payment that lost its row', async () => {
    const [first] = await selectRows<{ id: number }>(
      t.db,
      sql`select m.id from movimenti m join dossiers d on d.id = m.dossier_id
          where d.agency_id = 'POL-SETTLED-2' and m.data_scadenza = '2026-12-10'`,
    );
    const paid = await start(first?.id as number);
    expect(paid.statusCode, paid.body).toBe(200);
    await pay(paid.json().url);

    await importRecords(t, [
      policyWithInstalments('CLI-SETTLED-1', 'POL-SETTLED-2', TWINS(['2026-12-15', '2027-02-15'])),
    ]);
    const [payment] = await selectRows<{ movimento_id: number | null; state: string }>(
      t.db,
      sql`select movimento_id, state from payments where id = ${paid.json().paymentId}`,
    );
    // The feed could not pair the twins (one titolo, both due days moved): their rows were re-created.
    expect(payment).toEqual({ movimento_id: null, state: 'paid' });
    const [recreated] = await selectRows<{ id: number }>(
      t.db,
      sql`select m.id from movimenti m join dossiers d on d.id = m.dossier_id
          where d.agency_id = 'POL-SETTLED-2' and m.data_scadenza = '2026-12-15'`,
    );
    const again = await start(recreated?.id as number);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe(ErrorCode.PAYMENT_ALREADY_PAID);
    expect(await unpaidAtHome('POL-SETTLED-2')).not.toContainEqual(['Rata', '2026-12-15']);
    // Another titolo of the policy is still payable.
    const other = await start(await instalmentId(t, 'POL-SETTLED-2', 'Altra'));
    expect(other.statusCode, other.body).toBe(200);
  });
});
