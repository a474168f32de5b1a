import type { ImportRecordInput } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { selectRows } from '../db/database.js';
import { payments } from '../db/schema.js';
import { importRecords } from './agency-records.js';
import { clientWithRecords } from './client-accounts.js';
import type { TestContext } from './harness.js';

/** The policy of a test's client: one instalment to pay and, beside it, one paid, as the agency's feed has them. */
export const policyRecords = (clientId: string, numero: string, stato = 'Da pagare'): ImportRecordInput[] => [
  {
    type: 'dossier',
    id: `POL-${numero}`,
    client: clientId,
    numeroPolizza: numero,
    prodotto: 'Casa Serena',
    stato: 'ATTIVA',
    movimenti: [
      { titolo: 'Rata 2/2026', dataScadenza: '2026-12-15', stato, premio: 1234.56 },
      { titolo: 'Rata 1/2026', dataScadenza: '2026-06-15', stato: 'Pagato', premio: 1234.56 },
    ],
  },
];

let n = 0;

/**
 * A client with an account and a policy, and a payment of its instalment in `state` as the provider's
 * notification handler leaves it (paid: at `paidAt` with the provider's reference).
 */
export async function clientWithPayment(
  t: TestContext,
  options: { state?: 'paid' | 'open'; numero?: string } = {},
) {
  const agencyId = `PAY-${process.pid}-${++n}`;
  const numero = options.numero ?? `9${process.pid}${n}`;
  const client = await clientWithRecords(t, agencyId, (id) => policyRecords(id, numero));
  const [instalment] = await selectRows<{ id: number; dossier_id: number }>(
    t.db,
    sql`select m.id, m.dossier_id from movimenti m join dossiers d on d.id = m.dossier_id
      where d.numero_polizza = ${numero} and m.titolo = 'Rata 2/2026'`,
  );
  if (!instalment) throw new Error('no instalment');
  const paid = (options.state ?? 'paid') === 'paid';
  const payment = await insertPaymentForTest(t.db, {
    userId: client.userId,
    clientId: client.clientId,
    movimentoId: instalment.id,
    dossierId: instalment.dossier_id,
    numeroPolizza: numero,
    titolo: 'Rata 2/2026',
    dataScadenza: '2026-12-15',
    amountCents: 123_456,
    state: paid ? 'paid' : 'open',
    provider: 'stripe',
    checkoutId: `cs_test_${agencyId}`,
    providerReference: paid ? `pi_test_${agencyId}` : null,
    paidAt: paid ? new Date('2026-11-22T13:05:00Z') : null,
  });
  return { ...client, agencyId, numero, payment, movimentoId: instalment.id };
}

/** The agency's next feed of the same policy, the instalment in `stato`. */
export const reimportPolicy = (t: TestContext, agencyId: string, numero: string, stato: string) =>
  importRecords(t, policyRecords(agencyId, numero, stato));

/**
 * Tests only: a payment written as the provider's notification handler leaves it, for the tests of the
 * receipt and the books (the checkout itself is the provider's part's, tested there).
 */
export async function insertPaymentForTest(
  db: Db,
  row: Omit<typeof payments.$inferInsert, 'id'>,
): Promise<typeof payments.$inferSelect> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('a payment not written');
  return inserted;
}

/** Tests only: the provider refunded (part of) a payment, as its `charge.refunded` notification does. */
export async function markRefundedForTest(db: Db, id: number, refundedCents: number): Promise<void> {
  await db.update(payments).set({ state: 'refunded', refundedCents }).where(eq(payments.id, id));
}
