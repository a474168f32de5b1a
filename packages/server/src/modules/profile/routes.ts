import {
  ApiPath,
  anagraficaReply,
  anagraficaRequest,
  autologinFlagReply,
  autologinFlagRequest,
} from '@area-clienti/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { addresses, clients, users } from '../../db/schema.js';
import { assertOwnUserId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';

export const profileRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.getAnagrafica,
      { schema: { body: anagraficaRequest, response: { 200: anagraficaReply } }, config: { access: 'user' } },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        if (clientId === null) throw notFound();
        const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
        if (!client) throw notFound();
        const indirizzi = await db
          .select({
            indirizzo: addresses.indirizzo,
            comune: addresses.comune,
            cap: addresses.cap,
            provincia: addresses.provincia,
          })
          .from(addresses)
          .where(eq(addresses.clientId, clientId))
          .orderBy(asc(addresses.position), asc(addresses.id));
        return {
          status: 'OK' as const,
          anagrafica: {
            nome: client.nome,
            cognome: client.cognome,
            cittaNascita: client.cittaNascita,
            codiceFiscale: client.codiceFiscale,
            email: client.email,
            cell: client.cell,
          },
          indirizzi,
        };
      },
    );

    // The flag single sign-on checks (modules/sso): off, the bank's links stop logging the user in.
    app.post(
      ApiPath.SetUserAutologinFlag,
      {
        schema: { body: autologinFlagRequest, response: { 200: autologinFlagReply } },
        config: { access: 'user' },
      },
      async (request) => {
        const { userId } = assertOwnUserId(request, request.body.userID);
        const [row] = await db
          .update(users)
          .set({ autologinFlag: request.body.ssoFlag })
          .where(eq(users.id, userId))
          .returning({ autologinFlag: users.autologinFlag });
        if (!row) throw notFound();
        return { status: 'OK' as const, autologinFlag: row.autologinFlag };
      },
    );
  };
