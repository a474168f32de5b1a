// The front door of `agency-import`: the one way the agency's data comes in (docs/import.md).
import type { FastifyPluginAsync } from 'fastify';
import type { UserAdmin } from '../users/index.js';
import { importRoutes } from './routes.js';
import type { ImportDeps } from './service.js';

export { auditOfImport } from './audit.js';
export {
  ImportCancelled,
  type ImportProgress,
  type ImportWatch,
  importFeed,
} from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: ImportDeps & { users: UserAdmin }): FastifyPluginAsync[] => [
  importRoutes(parts, parts.users),
];
