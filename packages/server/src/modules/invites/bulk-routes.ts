import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { BulkInvitations } from './bulk.js';

/** Invitations in bulk, a Superuser's (docs/decisions/0101); each act recorded with who did it. */
export const bulkInvitationRoutes =
  (bulk: BulkInvitations): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getBulkInvitations, () => bulk.list());
    route(app, endpoints.startBulkInvitation, async ({ identity, body }) => ({
      invitation: await bulk.start(identity.userCode, body.filter, body.perMinute),
    }));
    route(app, endpoints.pauseBulkInvitation, async ({ identity, body }) => ({
      invitation: await bulk.pause(identity.userCode, body.id),
    }));
    route(app, endpoints.resumeBulkInvitation, async ({ identity, body }) => ({
      invitation: await bulk.resume(identity.userCode, body.id),
    }));
  };
