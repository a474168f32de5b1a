import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { RecoveryService } from './service.js';

export const recoveryRoutes =
  (recovery: RecoveryService): FastifyPluginAsync =>
  async (app) => {
    // Always the same answer, at once: whether the account exists is not told (docs/decisions/0011).
    route(app, endpoints.forgotPasswordSendCode, async ({ body, client }) => {
      recovery.sendCode(body.email, client.ipAddress);
      return {};
    });

    route(app, endpoints.forgotPasswordVerifyCode, async ({ body }) => {
      await recovery.verifyCode(body.newPassword, body.changePasswordCode);
      return {};
    });
  };
