// The front door of `repair-centres`: the agency's partner repair centres and the nearest ones.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { repairCentreRoutes } from './routes.js';

export { findRepairCentre } from './queries.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db }): FastifyPluginAsync[] => [repairCentreRoutes(parts.db)];
