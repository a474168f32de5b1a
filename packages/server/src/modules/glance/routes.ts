import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import type { IsoDay } from '../../shared/clock.js';
import { inEvidenzaOf, policiesAtAGlance } from './rules.js';
import { glanceInputOf } from './service.js';

export const glanceRoutes =
  (db: Db, today: () => IsoDay): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getInEvidenza, async ({ identity: { clientId } }) => {
      const input = await glanceInputOf(db, clientId, today());
      const policies = policiesAtAGlance(input);
      return { today: input.today, policies, inEvidenza: inEvidenzaOf(policies, input.today) };
    });
  };
