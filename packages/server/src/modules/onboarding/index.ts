// The front door of `onboarding`: registration, e-mail and mobile verification.
import type { FastifyPluginAsync } from 'fastify';
import { onboardingRoutes } from './routes.js';
import type { OnboardingService } from './service.js';

export { MAX_CODE_FAILURES, OnboardingService, toStoredMobile, violates } from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { onboarding: OnboardingService }): FastifyPluginAsync[] => [
  onboardingRoutes(parts.onboarding),
];
