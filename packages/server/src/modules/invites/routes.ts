import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { sessionOpened } from '../auth/index.js';
import type { InviteService } from './service.js';

export const inviteRoutes =
  (invites: InviteService): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.checkInviteCode, async ({ body, client }) => ({
      inviteCodeValid: await invites.check(body.userID, body.hash, client),
    }));

    // The spec's optional `otp` is accepted and ignored: our invites need no SMS code (decisions/0013).
    route(app, endpoints.validateInviteCode, (call) =>
      sessionOpened(call, invites.accept(call.body, call.client)),
    );
  };
