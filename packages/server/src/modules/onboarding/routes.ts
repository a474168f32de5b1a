import {
  ApiPath,
  createUserReply,
  createUserRequest,
  plainOkReply,
  resendRequest,
  sendSmsRequest,
  validateEmailRequest,
  validatePhoneRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertOwnUserId } from '../../http/access.js';
import { clientOf } from '../auth/routes.js';
import type { ClientInfo } from '../auth/sessions.js';
import type { OnboardingService } from './service.js';

export const onboardingRoutes =
  (onboarding: OnboardingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.createUser,
      {
        schema: { body: createUserRequest, response: { 200: createUserReply } },
        config: { access: 'public' },
      },
      async (request) => ({
        status: 'OK' as const,
        ...(await onboarding.createUser(request.body, clientOf(request))),
      }),
    );

    /**
     * The steps after createUser: a session but no enabled account is needed ('session'), the user comes
     * from the token, and the reply is a plain OK.
     */
    const step = <Body extends z.ZodType<{ userID?: string }>>(
      path: string,
      body: Body,
      run: (userId: number, body: z.output<Body>, client: ClientInfo) => Promise<void>,
    ) =>
      app.post(
        path,
        { schema: { body, response: { 200: plainOkReply } }, config: { access: 'session' } },
        async (request) => {
          const parsed = request.body as z.output<Body>;
          const { userId } = assertOwnUserId(request, parsed.userID);
          await run(userId, parsed, clientOf(request));
          return { status: 'OK' as const };
        },
      );

    step(ApiPath.validateEmail, validateEmailRequest, (userId, body) =>
      onboarding.validateEmail(userId, body.emailVerificationToken),
    );
    step(ApiPath.resendEmail, resendRequest, (userId) => onboarding.resendEmail(userId));
    step(ApiPath.sendSms, sendSmsRequest, (userId, body, client) =>
      onboarding.sendSms(userId, body.phone, client),
    );
    step(ApiPath.resendSms, resendRequest, (userId, _body, client) => onboarding.resendSms(userId, client));
    step(ApiPath.validatePhone, validatePhoneRequest, (userId, body) =>
      onboarding.validatePhone(userId, body.smsSecurityCode),
    );
  };
