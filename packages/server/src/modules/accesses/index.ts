// The front door of `accesses`: a client's sessions (who logged in, from where), their passkeys (when each
// was added) and ending the sessions.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { SessionStore } from '../auth/index.js';
import { accessRoutes } from './routes.js';

export { type SessionLimits, toAccesso } from './accesses.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  config: Pick<Config, 'SESSION_IDLE_MINUTES'>;
}): FastifyPluginAsync[] => [accessRoutes({ ...parts, limits: parts.config })];
