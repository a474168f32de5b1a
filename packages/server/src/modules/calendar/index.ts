// The front door of `calendar`: a client's due dates as an iCalendar feed.
import type { FastifyPluginAsync } from 'fastify';
import { calendarRoutes } from './routes.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: Parameters<typeof calendarRoutes>[0]): FastifyPluginAsync[] => [
  calendarRoutes(parts),
];
