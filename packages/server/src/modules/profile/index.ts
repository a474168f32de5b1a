// The front door of `profile`: a client's personal data, addresses and settings.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { profileRoutes } from './routes.js';

export { addressesOfClient, clientCount, clientRecord } from './queries.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db }): FastifyPluginAsync[] => [profileRoutes(parts.db)];
