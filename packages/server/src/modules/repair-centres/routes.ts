import { ApiPath, centriConvenzionatiReply, centriConvenzionatiRequest } from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { assertOwnUserId } from '../../http/access.js';
import { nearestFirst } from './nearest.js';
import { homeOfClient, listRepairCentres } from './queries.js';

/** The agency's affiliated repair centres, those near the client first (docs/decisions/0031). */
export const repairCentreRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.getCentriConvenzionati,
      {
        schema: { body: centriConvenzionatiRequest, response: { 200: centriConvenzionatiReply } },
        config: { access: 'user' },
      },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const home = clientId === null ? undefined : await homeOfClient(db, clientId);
        const centri = nearestFirst(await listRepairCentres(db), home);
        return { status: 'OK' as const, centri, provincia: home?.provincia.toUpperCase() ?? null };
      },
    );
  };
