import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { route } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';
import { listContactRequests } from '../contact/requests.js';

/**
 * The agency's view of what the product sends: what failed after every try, sending it again, and the
 * contact requests with their delivery state.
 */
export const deliveryAdminRoutes =
  (db: Db, deliveries: DeliveryQueue): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getContactRequests, async () => ({
      requests: await listContactRequests(db, deliveries),
    }));

    route(app, endpoints.getFailedDeliveries, async () => ({ deliveries: await deliveries.failed() }));

    route(app, endpoints.resendDelivery, async ({ body }) => {
      if (!(await deliveries.resend(body.id))) throw notFound();
      return { result: true as const };
    });
  };
