import {
  ApiPath,
  checkInviteCodeReply,
  checkInviteCodeRequest,
  validateInviteCodeReply,
  validateInviteCodeRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../auth/routes.js';
import type { InviteService } from './service.js';

export const inviteRoutes =
  (invites: InviteService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.checkInviteCode,
      {
        schema: { body: checkInviteCodeRequest, response: { 200: checkInviteCodeReply } },
        config: { access: 'public' },
      },
      async (request) => ({
        status: 'OK' as const,
        inviteCodeValid: await invites.check(request.body.userID, request.body.hash, clientOf(request)),
      }),
    );

    app.post(
      ApiPath.validateInviteCode,
      {
        schema: { body: validateInviteCodeRequest, response: { 200: validateInviteCodeReply } },
        config: { access: 'public' },
      },
      // The spec's optional `otp` is accepted and ignored: our invites need no SMS code (decisions/0013).
      async (request) => ({
        status: 'OK' as const,
        ...(await invites.accept(request.body, clientOf(request))),
      }),
    );
  };
