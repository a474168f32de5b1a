import {
  ApiPath,
  type ImportRecordInput,
  type InEvidenzaReply,
  type Movimento,
} from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importRecords } from '../../test/agency-records.js';
import { clientWithRecords } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';

// An instalment paid online is not unpaid any more, though the agency's feed still says 'Da pagare' until
// it catches up (docs/decisions/0152): the home, the policy's Movimenti tab and the calendar agree.
const t = useTestApp({ config: { CLOCK_TODAY: '2026-11-22' } });

const POLICY = (client: string): Extract<ImportRecordInput, { type: 'dossier' }> => ({
  type: 'dossier',
  id: 'POL-PAID-1',
  client,
  numeroPolizza: '99770001',
  prodotto: 'Casa Sicura',
  stato: 'ATTIVA',
  movimentiLayout: '4col',
  movimenti: [
    { titolo: 'Rata 2/2026', dataScadenza: '2026-12-01', stato: 'Da pagare', premio: 120 },
    { titolo: 'Rata 1/2026', dataScadenza: '2026-11-10', stato: 'Da pagare', premio: 120 },
    { titolo: 'Rata 2/2025', dataScadenza: '2026-05-10', stato: 'Pagato', premio: 118 },
  ],
});

let token: string;
let clientId: number;
let dossierId: number;
let movimenti: Movimento[];

const movimentiOf = async (): Promise<Movimento[]> => {
  const reply = await t.post(ApiPath.getMovimenti, { dossierId }, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().movimenti;
};
const glance = async (): Promise<InEvidenzaReply> => {
  const reply = await t.post(ApiPath.getInEvidenza, {}, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
const idOf = (titolo: string) => movimenti.find((m) => m.titolo === titolo)?.id as number;

/** A payment of the client's as the payments module records one. */
async function payment(titolo: string, state: 'open' | 'paid', paidAt: string | null) {
  await t.db.execute(sql`insert into payments (client_id, movimento_id, dossier_id, numero_polizza, titolo,
      amount_cents, state, provider, paid_at)
    values (${clientId}, ${idOf(titolo)}, ${dossierId}, '99770001', ${titolo}, 12000, ${state}, 'stripe', ${paidAt})`);
}

beforeAll(async () => {
  ({ token, clientId } = await clientWithRecords(t, 'CLI-PAID-1', (client) => [POLICY(client)]));
  const reply = await t.post(ApiPath.getDossierList, {}, token);
  dossierId = reply.json().dossiers[0].dossierID;
  movimenti = await movimentiOf();
});

describe('an instalment paid online', () => {
  it('gives every instalment its id, and none a payment online before one is made', () => {
    expect(movimenti.map(({ titolo, stato, pagamentoOnline }) => [titolo, stato, pagamentoOnline])).toEqual([
      ['Rata 2/2026', 'Da pagare', null],
      ['Rata 1/2026', 'Da pagare', null],
      ['Rata 2/2025', 'Pagato', null],
    ]);
    expect(new Set(movimenti.map((m) => m.id)).size).toBe(3);
  });

  it('is no longer unpaid at home nor in the calendar, and the Movimenti tab says when it was paid', async () => {
    await payment('Rata 1/2026', 'paid', '2026-11-20T10:15:00Z');
    // A checkout still open is not a payment.
    await payment('Rata 2/2026', 'open', null);

    const reply = await glance();
    const [policy] = reply.policies;
    expect(policy?.unpaid.map((m) => [m.movimentoId, m.titolo])).toEqual([
      [idOf('Rata 2/2026'), 'Rata 2/2026'],
    ]);
    expect(reply.inEvidenza.map((item) => [item.kind, item.movimentoId])).toEqual([
      ['dueInstalment', idOf('Rata 2/2026')],
    ]);

    expect(
      (await movimentiOf()).map(({ titolo, stato, pagamentoOnline }) => [titolo, stato, pagamentoOnline]),
    ).toEqual([
      ['Rata 2/2026', 'Da pagare', null],
      // The agency's word stays as it sent it; the payment is beside it.
      ['Rata 1/2026', 'Da pagare', { paidAt: '2026-11-20T10:15:00.000Z' }],
      ['Rata 2/2025', 'Pagato', null],
    ]);

    const calendar = await t.post(ApiPath.getCalendarFile, {}, token);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('Rata 2/2026');
    expect(calendar.body).not.toContain('Rata 1/2026');
  });

  it('stays paid when the next feed still lists it unpaid, and its id does not move', async () => {
    await importRecords(t, [{ ...POLICY('CLI-PAID-1'), prodotto: 'Casa Sicura Plus' }]);
    const after = await movimentiOf();
    expect(after.map((m) => m.id)).toEqual(movimenti.map((m) => m.id));
    expect(after.find((m) => m.titolo === 'Rata 1/2026')?.pagamentoOnline).toEqual({
      paidAt: '2026-11-20T10:15:00.000Z',
    });
    expect((await glance()).policies[0]?.unpaid.map((m) => m.titolo)).toEqual(['Rata 2/2026']);
  });
});
