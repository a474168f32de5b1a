// The front door of `agency`: the agency's own details for the web (branch, contacts).
import type { FastifyPluginAsync } from 'fastify';
import { agencyRoutes } from './routes.js';
import { agencyStaffRoutes } from './staff-routes.js';

export { readBuildInfo } from './build-info.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (
  parts: Parameters<typeof agencyStaffRoutes>[0] & { config: Parameters<typeof agencyRoutes>[0] },
): FastifyPluginAsync[] => [agencyRoutes(parts.config), agencyStaffRoutes(parts)];
