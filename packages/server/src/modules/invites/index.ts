// The front door of `invites`: the agency's first-access invites and their acceptance, an imported client's
// account made by their invite, and invitations in bulk.
import type { FastifyPluginAsync } from 'fastify';
import type { JobLog, ModuleJobs } from '../../jobs/declare.js';
import type { BulkInvitations } from './bulk.js';
import { bulkInvitationRoutes } from './bulk-routes.js';
import { inviteRoutes } from './routes.js';
import type { InviteService } from './service.js';

export { BulkInvitations } from './bulk.js';
export {
  type InvitedClient,
  type InviteTarget,
  inviteClientAccount,
  inviteTarget,
  previewInvite,
} from './client-invite.js';
export { type SentInvite, sendInvite } from './create.js';
export { InviteService } from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: {
  invites: InviteService;
  bulkInvitations: BulkInvitations;
}): FastifyPluginAsync[] => [inviteRoutes(parts.invites), bulkInvitationRoutes(parts.bulkInvitations)];

/** Invitations in bulk are paced by the process that works the queues (docs/decisions/0101). */
export const jobs = (parts: { bulkInvitations: BulkInvitations; log: JobLog }): ModuleJobs => ({
  start: async () => parts.bulkInvitations.pace(parts.log),
});
