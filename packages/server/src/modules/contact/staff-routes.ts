import { ApiPath, contactRequestsReply, contactRequestsRequest } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { sessionRoute } from '../../http/route.js';
import { listContactRequests } from './requests.js';

/** The agency's list of contact requests, each with the delivery state of its e-mail. */
export const contactStaffRoutes =
  (db: Db, deliveries: DeliveryQueue): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getContactRequests,
      {
        access: 'staff',
        body: contactRequestsRequest,
        reply: contactRequestsReply,
        notes:
          'The newest 100 contact requests: who wrote, the subject, the policy, the branch and the address it ' +
          'went to, and its delivery (`sent`, `queued` while being tried, `failed` after every try) — never the message.',
      },
      async () => ({ requests: await listContactRequests(db, deliveries) }),
    );
  };
