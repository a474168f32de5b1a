import { ApiPath, autologinSsoReply, autologinSsoRequest, ErrorCode } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicRoute } from '../../http/route.js';
import { sessionOpened } from '../auth/index.js';
import type { SsoService } from './service.js';

export const ssoRoutes =
  (sso: SsoService): FastifyPluginAsync =>
  async (app) => {
    publicRoute(
      app,
      ApiPath.autologinSso,
      {
        body: autologinSsoRequest,
        reply: autologinSsoReply,
        notes:
          '`cryptedParameters` is the `data` query parameter of `/inbanklogin`. `SSO_001`: not decryptable or malformed; `SSO_002`: stale; `SSO_003`: already used; `SSO_004`: not allowed (autologin off, unknown or disabled user, another application, single sign-on not configured).',
        errors: [
          ErrorCode.SSO_INVALID,
          ErrorCode.SSO_EXPIRED,
          ErrorCode.SSO_REPLAYED,
          ErrorCode.SSO_NOT_ALLOWED,
        ],
      },
      (call) => sessionOpened(call, sso.login(call.body, call.client)),
    );
  };
