// The front door of `agency-import`: the one way the agency's data comes in (docs/import.md).
import type { FastifyPluginAsync } from 'fastify';
import type { UserAdmin } from '../users/index.js';
import { type ImportRouteDeps, importRoutes } from './routes.js';
import { type FeedUploadRouteDeps, feedUploadRoutes } from './upload-routes.js';

export { feedBytes } from './feed.js';
export { importHistoryPage, recordImport, startRun } from './history.js';
export {
  ImportCancelled,
  type ImportProgress,
  type ImportWatch,
  importFeed,
} from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (
  parts: ImportRouteDeps & FeedUploadRouteDeps & { users: UserAdmin },
): FastifyPluginAsync[] => [importRoutes(parts, parts.users), feedUploadRoutes(parts, parts.users)];
