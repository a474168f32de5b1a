// The front door of `places`: Italian addresses checked against ISTAT's list of the comuni shipped with the
// product, and the address form's suggestions (issue 35 item 2, docs/decisions/0147). It owns no table.
import type { FastifyPluginAsync } from 'fastify';
import type { RateLimiter } from '../../shared/rate-limit.js';
import { placeRoutes } from './routes.js';

export { checkClientAddress, checkItalianAddress, type ItalianAddressCheck } from './check.js';

/** This module's routes, from the parts the app hands every module alike. */
export const routes = (parts: { rateLimiter: RateLimiter }): FastifyPluginAsync[] => [
  placeRoutes(parts.rateLimiter),
];
