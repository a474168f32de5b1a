import type { Command, DatabaseCommand } from './command.js';
import { contactRequestsCommand } from './contact-requests.js';
import { createSuperuserCommand } from './create-superuser.js';
import { deliveriesCommand, resendDeliveryCommand } from './deliveries.js';
import { inviteCommand } from './invite.js';
import { ssoLinkCommand } from './sso-link.js';

/** Every agency command line tool; those on the database are also the server's /v1/admin/cli routes. */
export const COMMANDS: Command[] = [
  inviteCommand,
  ssoLinkCommand,
  createSuperuserCommand,
  deliveriesCommand,
  resendDeliveryCommand,
  contactRequestsCommand,
];

export const DATABASE_COMMANDS = COMMANDS.filter(
  (command): command is DatabaseCommand => command.kind === 'database',
);
