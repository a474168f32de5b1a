import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { sessionOpened } from '../auth/index.js';
import type { OnboardingService } from './service.js';

export const onboardingRoutes =
  (onboarding: OnboardingService): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.createUser, (call) =>
      sessionOpened(call, onboarding.createUser(call.body, call.client)),
    );

    route(app, endpoints.validateEmail, async ({ identity, body }) => {
      await onboarding.validateEmail(identity.userId, body.emailVerificationToken);
      return {};
    });
    route(app, endpoints.resendEmail, async ({ identity }) => {
      await onboarding.resendEmail(identity.userId);
      return {};
    });
    route(app, endpoints.sendSms, async ({ identity, body, client }) => {
      await onboarding.sendSms(identity.userId, body.phone, client, identity.secondFactorAt ?? null);
      return {};
    });
    route(app, endpoints.resendSms, async ({ identity, client }) => {
      await onboarding.resendSms(identity.userId, client);
      return {};
    });
    route(app, endpoints.validatePhone, async ({ identity, body }) => {
      await onboarding.validatePhone(identity.userId, body.smsSecurityCode);
      return {};
    });
  };
