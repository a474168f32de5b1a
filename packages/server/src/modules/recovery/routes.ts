import {
  ApiPath,
  forgotPasswordSendCodeRequest,
  forgotPasswordVerifyCodeRequest,
  plainOkReply,
} from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecoveryService } from './service.js';

const ok = { status: 'OK' as const };

export const recoveryRoutes =
  (recovery: RecoveryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.forgotPasswordSendCode,
      {
        schema: { body: forgotPasswordSendCodeRequest, response: { 200: plainOkReply } },
        config: { access: 'public' },
      },
      async (request) => {
        recovery.sendCode(request.body.email, request.ip);
        return ok;
      },
    );

    app.post(
      ApiPath.forgotPasswordVerifyCode,
      {
        schema: { body: forgotPasswordVerifyCodeRequest, response: { 200: plainOkReply } },
        config: { access: 'public' },
      },
      async (request) => {
        await recovery.verifyCode(request.body.newPassword, request.body.changePasswordCode);
        return ok;
      },
    );
  };
