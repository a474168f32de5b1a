// The front door of `glance`: the policies at a glance and what is due. The rules stay in rules.ts,
// which the mutation tests aim at; the calendar reads the same rules.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { IsoDay } from '../../shared/clock.js';
import { glanceRoutes } from './routes.js';

export { type GlanceInput, isCancelled, isDay, paymentAmount, readableParts, unpaidOf } from './rules.js';
export { glanceInputOf } from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db; today: () => IsoDay }): FastifyPluginAsync[] => [
  glanceRoutes(parts.db, parts.today),
];
