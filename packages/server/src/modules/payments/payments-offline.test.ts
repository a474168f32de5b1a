import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { clientWithRecords } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';
import { instalmentId, policyWithInstalments } from '../../test/local-stripe.js';

/** Without a provider configured the product behaves as before: "Paga la rata" is a request to the branch. */
const t = useTestApp({ seed: false });
let token: string;
let movimentoId: number;

beforeAll(async () => {
  ({ token } = await clientWithRecords(t, 'CLI-PAY-OFF', (client) => [
    policyWithInstalments(client, 'POL-PAY-OFF', [
      { titolo: 'Rata 1', dataScadenza: '2026-12-01', stato: 'Da pagare', premio: 50 },
    ]),
  ]));
  movimentoId = await instalmentId(t, 'POL-PAY-OFF', 'Rata 1');
});

describe('no payment provider configured', () => {
  it('says payments are not online', async () => {
    expect((await t.post(ApiPath.getPaymentOptions, {}, token)).json()).toEqual({
      status: 'OK',
      online: false,
    });
  });

  it('refuses a checkout with PAGAMENTO_001, marking nothing', async () => {
    const reply = await t.post(ApiPath.startPayment, { movimentoId }, token);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.PAYMENT_NOT_OFFERED } });
    expect(await selectRows(t.db, sql`select id from payments`)).toEqual([]);
  });

  it('answers a notification PAGAMENTO_001: nothing here can verify it', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: ApiPath.receivePaymentNotification,
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.code).toBe(ErrorCode.PAYMENT_NOT_OFFERED);
  });

  it('refuses a body that is not an event, and asks for a session on the client calls', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: ApiPath.receivePaymentNotification,
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    expect((await t.post(ApiPath.startPayment, { movimentoId })).json().error.code).toBe(ErrorCode.TOKEN);
  });
});
