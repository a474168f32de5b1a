// The front door of `messages`: the login messages the agency publishes and the client reads.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { LoginMessageAdmin } from './admin.js';
import { messageRoutes } from './routes.js';
import { messageStaffRoutes } from './staff-routes.js';

export { LoginMessageAdmin } from './admin.js';
export { nextLoginMessage } from './queries.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: {
  db: Db;
  clock: Clock;
  messages: LoginMessageAdmin;
}): FastifyPluginAsync[] => [messageRoutes(parts.db, parts.clock), messageStaffRoutes(parts.messages)];
