import type { Command, DatabaseCommand } from './command.js';
import { contactRequestsCommand } from './contact-requests.js';
import { createSuperuserCommand } from './create-superuser.js';
import { deliveriesCommand, resendDeliveryCommand } from './deliveries.js';
import { inviteCommand } from './invite.js';
import { ssoLinkCommand } from './sso-link.js';
import { auditLogCommand, disableUserCommand, enableUserCommand, unlockUserCommand } from './users.js';

/** Every agency command line tool; those on the database are also the server's /v1/admin/cli routes. */
export const COMMANDS: Command[] = [
  inviteCommand,
  ssoLinkCommand,
  createSuperuserCommand,
  deliveriesCommand,
  resendDeliveryCommand,
  contactRequestsCommand,
  disableUserCommand,
  enableUserCommand,
  unlockUserCommand,
  auditLogCommand,
];

export const DATABASE_COMMANDS = COMMANDS.filter(
  (command): command is DatabaseCommand => command.kind === 'database',
);
