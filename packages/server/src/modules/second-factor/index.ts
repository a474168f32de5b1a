// The front door of `second-factor` (issue 20 item 2, docs/decisions/0091 and 0092): the authenticator
// app (TOTP), recovery codes and the SMS fallback. It owns the tables `second_factors` and
// `recovery_codes`; the sessions' pending state and step-up clock are auth's, reached through its front door.
import type { FastifyPluginAsync } from 'fastify';
import { secondFactorRoutes } from './routes.js';
import type { SecondFactorService } from './service.js';

export { DEMO_TOTP_SECRET, enrolDemoSecret } from './demo.js';
export {
  decodeSecondFactorKey,
  derivedTestKey,
  loadSecondFactorKey,
  SECOND_FACTOR_DEV_KEY_FILE,
  SecondFactorKeys,
} from './keys.js';
export {
  disableSecondFactor as removeSecondFactor,
  markOffered as markSecondFactorOffered,
  secondFactorEnabled,
  secondFactorOfferDue,
  secondFactorUsers,
} from './queries.js';
export { SECOND_FACTOR_RULE, SecondFactorService } from './service.js';

/** This module's routes, from the parts the app hands every module alike. */
export const routes = (parts: { secondFactor: SecondFactorService }): FastifyPluginAsync[] => [
  secondFactorRoutes(parts.secondFactor),
];
