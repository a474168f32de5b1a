// The front door of `own-data`: one's own data changed in one's area (issue 35 item 2, decisions/0145 and
// 0146): the account's e-mail, the residential and postal address, the bank details, paperless documents.
// It owns `own_data_changes` and the sequence of its outbound feed; the import settles its changes
// (`settleAgainstFeed`), my-data's console page lists them (`ownDataChangesOfClient`) and the client's
// export too (`ownDataChangesForExport`).
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import { handlerOf, type ModuleJobs } from '../../jobs/declare.js';
import type { Clock } from '../../shared/clock.js';
import type { RateLimiter } from '../../shared/rate-limit.js';
import type { ContactService } from '../contact/index.js';
import { deliverOwnDataChange, OWN_DATA_WEBHOOK } from './feed.js';
import { ownDataRoutes, ownDataStaffRoutes } from './routes.js';
import { type AnnounceChange, OwnDataService } from './service.js';

export { ownDataChangesForExport } from './export.js';
export { type AnnounceChange, OwnDataService } from './service.js';
export { settleAgainstFeed } from './settle.js';
export { ownDataChangesOfClient } from './staff.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'OWN_DATA_EMAIL_MODE' | 'OWN_DATA_ADDRESS_MODE'>;
  rateLimiter: RateLimiter;
  deliveries: Deliveries;
  contact: ContactService;
  announceChange?: AnnounceChange;
}): FastifyPluginAsync[] => [ownDataRoutes(new OwnDataService(parts)), ownDataStaffRoutes(parts)];

/** The queues this module owns, by their senders' names in the parts. */
export const queues = { announceChange: OWN_DATA_WEBHOOK };

/** Its background work: each change POSTed to the agency's webhook, when one is set. */
export const jobs = (parts: Parameters<typeof deliverOwnDataChange>[0]): ModuleJobs => ({
  queues: [handlerOf(OWN_DATA_WEBHOOK, ({ changeId }) => deliverOwnDataChange(parts, changeId))],
});
