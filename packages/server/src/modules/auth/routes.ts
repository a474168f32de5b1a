import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { sessionOpened } from './opened.js';
import type { AuthService } from './service.js';
import type { SessionStore } from './sessions.js';

export const authRoutes =
  (auth: AuthService, sessions: SessionStore): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.login, (call) => sessionOpened(call, auth.login(call.body, call.client)));

    route(app, endpoints.getUserStatus, ({ identity }) => auth.status(identity.userId, identity.sessionId));

    route(app, endpoints.changePassword, ({ identity, body }) => auth.changePassword(identity, body));

    route(app, endpoints.logout, async ({ identity }) => {
      await sessions.revoke(identity.sessionId);
      return {};
    });
  };
