// The front door of `profile`: a client's personal data, addresses and settings. It owns the agency's
// client record (`clients`, `addresses`, `branches`): onboarding finds a client here, recovery greets one,
// repair-centres asks where one lives, the console's search finds one by any key.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { profileRoutes } from './routes.js';

export {
  addressesOfClient,
  branchEmailCounts,
  branchList,
  branchOfClient,
  clientCount,
  clientIdOfAgencyId,
  clientIsInScope,
  clientNameOf,
  clientRecord,
  findClientByTaxCodeAndPolicy,
  homeOfClient,
} from './queries.js';
export { branchInScope, clientInScope } from './scope-queries.js';
export { type ClientSearchKeys, type ClientSearchRow, searchClientRecords } from './search-queries.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db }): FastifyPluginAsync[] => [profileRoutes(parts.db)];
