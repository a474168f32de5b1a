// The front door of `sso`: single sign-on from the agency's own site.
import type { FastifyPluginAsync } from 'fastify';
import { ssoRoutes } from './routes.js';
import type { SsoService } from './service.js';

export { decodeSsoKey, loadSsoKey } from './key.js';
export { SsoService } from './service.js';
export { makeSsoToken } from './token.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { sso: SsoService }): FastifyPluginAsync[] => [ssoRoutes(parts.sso)];
