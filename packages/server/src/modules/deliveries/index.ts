// The front door of `deliveries`: the staff's view of the delivery queue (delivery/), what failed after
// every try and sending it again. The queue itself is a service below the modules.
import type { FastifyPluginAsync } from 'fastify';
import { deliveryStaffRoutes } from './staff-routes.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: Parameters<typeof deliveryStaffRoutes>[0]): FastifyPluginAsync[] => [
  deliveryStaffRoutes(parts),
];
