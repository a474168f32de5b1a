import {
  ApiPath,
  ErrorCode,
  forgotPasswordSendCodeRequest,
  forgotPasswordVerifyCodeRequest,
  plainOkReply,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicRoute } from '../../http/route.js';
import type { RecoveryService } from './service.js';

export const recoveryRoutes =
  (recovery: RecoveryService): FastifyPluginAsync =>
  async (app) => {
    // Always the same answer, at once: whether the account exists is not told (docs/decisions/0011).
    publicRoute(
      app,
      ApiPath.forgotPasswordSendCode,
      {
        body: forgotPasswordSendCodeRequest,
        reply: plainOkReply,
        notes:
          '`email` is a user ID or an e-mail. The same answer whether or not the account exists; the link `PUBLIC_URL/recupero-password/{code}` (40 characters of `[A-Za-z0-9]`, 30 minutes, single use) is e-mailed after the reply.',
      },
      async ({ body, client }) => {
        recovery.sendCode(body.email, client.ipAddress);
        return {};
      },
    );

    publicRoute(
      app,
      ApiPath.forgotPasswordVerifyCode,
      {
        body: forgotPasswordVerifyCodeRequest,
        reply: plainOkReply,
        notes:
          'The password is set and every session of the user ends. `FORGOTPWD_VC_003` (the password rule) is checked first, then `FORGOTPWD_VC_001` (an unknown, used or expired code).',
        errors: [ErrorCode.RECOVERY_CODE, ErrorCode.RECOVERY_RULES],
      },
      async ({ body }) => {
        await recovery.verifyCode(body.newPassword, body.changePasswordCode);
        return {};
      },
    );
  };
