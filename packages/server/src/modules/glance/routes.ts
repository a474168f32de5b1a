import { ApiPath, inEvidenzaReply, inEvidenzaRequest } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionRoute } from '../../http/route.js';
import type { IsoDay } from '../../shared/clock.js';
import { inEvidenzaOf, policiesAtAGlance } from './rules.js';
import { glanceInputOf } from './service.js';

export const glanceRoutes =
  (db: Db, today: () => IsoDay): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getInEvidenza,
      {
        access: 'user',
        body: inEvidenzaRequest,
        reply: inEvidenzaReply,
        notes:
          "Ours, not in the spec: the home's at-a-glance. For each of the caller's policies (one being refreshed " +
          'is left out, a section being refreshed is not read) its next payment, its instalments to be paid, its ' +
          'expiry within 30 days either side of today, and its claims opened or changed in the last 30 days; and ' +
          "what needs action, most urgent first. Days count from the server's today (Rome's date, or " +
          '`CLOCK_TODAY` outside production). Rules: [decisions/0060](decisions/0060-at-a-glance-and-calendar.md).',
      },
      async ({ identity: { clientId } }) => {
        const input = await glanceInputOf(db, clientId, today());
        const policies = policiesAtAGlance(input);
        return { today: input.today, policies, inEvidenza: inEvidenzaOf(policies, input.today) };
      },
    );
  };
