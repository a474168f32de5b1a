// The front door of `users`: what the agency's staff do to accounts, each act in the audit log.
import type { FastifyPluginAsync } from 'fastify';
import type { UserAdmin } from './admin.js';
import { userStaffRoutes } from './staff-routes.js';

export { UserAdmin } from './admin.js';
export { auditLogPage } from './audit-log.js';
export { searchClients } from './search.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { users: UserAdmin }): FastifyPluginAsync[] => [userStaffRoutes(parts.users)];
