import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { route } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';

/** The agency's view of what the product sends: what failed after every try, and sending it again. */
export const deliveryStaffRoutes =
  (deliveries: DeliveryQueue): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getFailedDeliveries, async () => ({ deliveries: await deliveries.failed() }));

    route(app, endpoints.resendDelivery, async ({ body }) => {
      if (!(await deliveries.resend(body.id))) throw notFound();
      return { result: true as const };
    });
  };
