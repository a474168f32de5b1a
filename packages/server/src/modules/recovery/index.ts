// The front door of `recovery`: a forgotten password, reset through a code.
import type { FastifyPluginAsync } from 'fastify';
import { recoveryRoutes } from './routes.js';
import type { RecoveryService } from './service.js';

export { RecoveryService } from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { recovery: RecoveryService }): FastifyPluginAsync[] => [
  recoveryRoutes(parts.recovery),
];
