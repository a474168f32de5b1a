// The front door of `onboarding`: registration, e-mail and mobile verification.
export { clientNameOf } from './queries.js';
export { onboardingRoutes } from './routes.js';
export { OnboardingService, toStoredMobile, violates } from './service.js';
