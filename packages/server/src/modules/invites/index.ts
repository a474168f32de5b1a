// The front door of `invites`: the agency's first-access invites and their acceptance.
export { type SentInvite, sendInvite } from './create.js';
export { inviteRoutes } from './routes.js';
export { InviteService } from './service.js';
