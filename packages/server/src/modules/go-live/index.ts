// The front door of `go-live`: what the agency still lacks before opening the area to its clients, and
// the test e-mail and SMS that prove delivery works (issue 21 item 9, docs/decisions/0109). It owns no
// table: each item is asked of the module that owns it.
import type { FastifyPluginAsync } from 'fastify';
import { goLiveRoutes } from './routes.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: Parameters<typeof goLiveRoutes>[0]): FastifyPluginAsync[] => [
  goLiveRoutes(parts),
];
