import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { route } from '../../http/route.js';
import { listContactRequests } from './requests.js';

/** The agency's list of contact requests, each with the delivery state of its e-mail. */
export const contactStaffRoutes =
  (db: Db, deliveries: DeliveryQueue): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getContactRequests, async () => ({
      requests: await listContactRequests(db, deliveries),
    }));
  };
