import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import { homeOfClient } from '../profile/index.js';
import { nearestFirst } from './nearest.js';
import { listRepairCentres } from './queries.js';

/** The agency's affiliated repair centres, those near the client first (docs/decisions/0031). */
export const repairCentreRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getCentriConvenzionati, async ({ identity: { clientId } }) => {
      const home = clientId === null ? undefined : await homeOfClient(db, clientId);
      const centri = nearestFirst(await listRepairCentres(db), home);
      return { centri, provincia: home?.provincia.toUpperCase() ?? null };
    });
  };
