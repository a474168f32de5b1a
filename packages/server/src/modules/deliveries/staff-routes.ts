import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { route } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import { insertAudit } from '../audit/index.js';

/**
 * The agency's view of what the product sends: what is failing, from the first failed try, a page at a
 * time, and sending a failed message again (recorded with who asked: docs/decisions/0108).
 */
export const deliveryStaffRoutes =
  (deps: { deliveries: DeliveryQueue; db: Db; clock: Clock }): FastifyPluginAsync =>
  async (app) => {
    const { deliveries, db, clock } = deps;
    route(app, endpoints.getFailedDeliveries, ({ body: { after, limit } }) =>
      deliveries.failing({ ...(after ? { after } : {}), limit }),
    );

    route(app, endpoints.resendDelivery, async ({ identity, body }) => {
      if (!(await deliveries.resend(body.id))) throw notFound();
      await insertAudit(db, {
        at: clock.now(),
        actor: identity.userCode,
        action: 'delivery.resend',
        target: `delivery:${body.id}`,
      });
      return { result: true as const };
    });
  };
