// The front door of `claims`: a client's claims (sinistri), read through their dossier's access rules.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { claimRoutes } from './routes.js';

export { claimOfClient, claimsOfClient, type GlanceClaimRow, recentClaimsOfClient } from './queries.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db }): FastifyPluginAsync[] => [claimRoutes(parts.db)];
