import { ErrorCode } from '@area-clienti/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { dossiers, movimenti, payments, users } from '../db/schema.js';
import { AppError } from '../shared/errors.js';

export const DEV_PAYMENTS_PATH = '/dev/payments';

const paymentRequest = z.object({
  /** The instalment: its policy's number and its title, as a test imported them. */
  numeroPolizza: z.string().min(1).max(40),
  titolo: z.string().min(1).max(200),
  /** The provider's reference of the money, as its notification would give it. */
  reference: z.string().min(1).max(100),
});
const paymentReply = z.object({ status: z.literal('OK'), paymentId: z.number() });

/**
 * POST /dev/payments: an instalment of a test's own client paid, as the provider's notification handler
 * leaves it (the payment `paid` with the provider's reference, `payment-settled` queued in the same
 * transaction), for the end-to-end tests of the console's payments page and of the receipt (decisions/0153)
 * where the checkout itself is not what they test. A development tool like /dev/accounts: registered only
 * outside production, where the path answers like any unknown endpoint.
 */
export const devPaymentRoutes =
  (db: Db, settled: (paymentId: number, tx: Db) => Promise<void>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      DEV_PAYMENTS_PATH,
      {
        schema: { body: paymentRequest, response: { 200: paymentReply } },
        config: { access: 'public' },
      },
      async (request) => {
        const body = request.body;
        const paymentId = await db.transaction(async (tx) => {
          const [instalment] = await tx
            .select({ movimento: movimenti, clientId: dossiers.clientId })
            .from(movimenti)
            .innerJoin(dossiers, eq(dossiers.id, movimenti.dossierId))
            .where(and(eq(dossiers.numeroPolizza, body.numeroPolizza), eq(movimenti.titolo, body.titolo)))
            .orderBy(desc(movimenti.id))
            .limit(1);
          if (!instalment) throw new AppError(ErrorCode.NOT_FOUND);
          const { movimento } = instalment;
          // The client's account, who paid (the receipt's e-mail goes to it).
          const [account] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.clientId, instalment.clientId))
            .orderBy(users.id)
            .limit(1);
          const [row] = await tx
            .insert(payments)
            .values({
              clientId: instalment.clientId,
              userId: account?.id ?? null,
              movimentoId: movimento.id,
              dossierId: movimento.dossierId,
              numeroPolizza: body.numeroPolizza,
              titolo: movimento.titolo,
              dataScadenza: movimento.dataScadenza,
              amountCents: Math.round(Number(movimento.premio ?? 0) * 100),
              state: 'paid',
              provider: 'stripe',
              providerReference: body.reference,
              paidAt: new Date(),
            })
            .returning({ id: payments.id });
          const id = row?.id as number;
          await settled(id, tx);
          return id;
        });
        return { status: 'OK' as const, paymentId };
      },
    );
  };
