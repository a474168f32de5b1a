// The front door of `contact`: a client's (or a visitor's) request to be called back, its delivery, and
// its handling in the agency's inbox.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import type { JobLog, ModuleJobs } from '../../jobs/declare.js';
import type { Clock } from '../../shared/clock.js';
import type { RateLimiter } from '../../shared/rate-limit.js';
import { fillDueTimes } from './due-times.js';
import { Inbox } from './inbox.js';
import { contactRoutes } from './routes.js';
import type { ContactService } from './service.js';
import { contactStaffRoutes } from './staff-routes.js';
import { ClientRequests } from './thread.js';

export { Inbox } from './inbox.js';
export { contactRequestsOfUser, markContactRequestSent } from './queries.js';
export { contactRequestsWithThreads, listContactRequests, requestsOfClientAccount } from './requests.js';
export { ContactService } from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: {
  db: Db;
  clock: Clock;
  config: Config;
  deliveries: DeliveryQueue;
  rateLimiter: RateLimiter;
  contact: ContactService;
}): FastifyPluginAsync[] => [
  contactRoutes(parts.contact, new ClientRequests(parts)),
  contactStaffRoutes(
    parts.db,
    parts.deliveries,
    new Inbox({ ...parts, applicationId: parts.config.APPLICATION_ID }),
  ),
];

/** At the start of the work: requests written before their due time was stored get it (decisions/0144). */
export const jobs = (parts: { db: Db; log: JobLog }): ModuleJobs => ({
  start: async () => {
    const filled = await fillDueTimes(parts.db);
    if (filled > 0) parts.log.info({ filled }, 'contact requests: due times stored');
  },
});
