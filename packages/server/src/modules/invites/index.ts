// The front door of `invites`: the agency's first-access invites and their acceptance.
import type { FastifyPluginAsync } from 'fastify';
import { inviteRoutes } from './routes.js';
import type { InviteService } from './service.js';

export { type SentInvite, sendInvite } from './create.js';
export { InviteService } from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { invites: InviteService }): FastifyPluginAsync[] => [
  inviteRoutes(parts.invites),
];
