import { ApiPath, autologinSsoReply, autologinSsoRequest } from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../auth/routes.js';
import type { SsoService } from './service.js';

export const ssoRoutes =
  (sso: SsoService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.autologinSso,
      {
        schema: { body: autologinSsoRequest, response: { 200: autologinSsoReply } },
        config: { access: 'public' },
      },
      async (request) => ({ status: 'OK' as const, ...(await sso.login(request.body, clientOf(request))) }),
    );
  };
