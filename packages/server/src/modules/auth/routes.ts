import {
  ApiPath,
  changePasswordReply,
  changePasswordRequest,
  emptyRequest,
  loginReply,
  loginRequest,
  plainOkReply,
  userStatusReply,
  userStatusRequest,
} from '@area-clienti/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwnUserId, identityOf } from '../../http/access.js';
import type { AuthService } from './service.js';
import type { ClientInfo, SessionStore } from './sessions.js';

/** Where a request comes from, as a new session records it. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes =
  (auth: AuthService, sessions: SessionStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.login,
      { schema: { body: loginRequest, response: { 200: loginReply } }, config: { access: 'public' } },
      async (request) => ({
        status: 'OK' as const,
        ...(await auth.login(request.body, clientOf(request))),
      }),
    );

    app.post(
      ApiPath.getUserStatus,
      {
        schema: { body: userStatusRequest, response: { 200: userStatusReply } },
        config: { access: 'session' },
      },
      async (request) => {
        const identity = assertOwnUserId(request, request.body.userID);
        return { status: 'OK' as const, ...(await auth.status(identity.userId, identity.sessionId)) };
      },
    );

    app.post(
      ApiPath.changePassword,
      {
        schema: { body: changePasswordRequest, response: { 200: changePasswordReply } },
        config: { access: 'user' },
      },
      async (request) => {
        const identity = assertOwnUserId(request, request.body.userid);
        return { status: 'OK' as const, ...(await auth.changePassword(identity, request.body)) };
      },
    );

    app.post(
      ApiPath.logout,
      {
        schema: { body: emptyRequest.optional(), response: { 200: plainOkReply } },
        config: { access: 'session' },
      },
      async (request) => {
        await sessions.revoke(identityOf(request).sessionId);
        return { status: 'OK' as const };
      },
    );
  };
