import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { sessionOpened } from '../auth/index.js';
import type { SsoService } from './service.js';

export const ssoRoutes =
  (sso: SsoService): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.autologinSso, (call) => sessionOpened(call, sso.login(call.body, call.client)));
  };
