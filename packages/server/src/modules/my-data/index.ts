// The front door of `my-data`: everything the house keeps about a client, as a PDF (GDPR art. 15), and
// for the agency's staff, the console's page of a client (docs/decisions/0096).
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { myDataRoutes } from './routes.js';
import { myDataStaffRoutes } from './staff-routes.js';

export { readClientFile } from './client-file.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (
  parts: Omit<Parameters<typeof myDataRoutes>[0], 'limits'> & {
    config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'CLIENT_LOOKUP_WINDOW_SECONDS'>;
    deliveries: DeliveryQueue;
  },
): FastifyPluginAsync[] => [
  myDataRoutes({ ...parts, limits: parts.config }),
  myDataStaffRoutes({ ...parts, limits: parts.config }),
];
