import { carryOverCommand } from './carry-over.js';
import type { Command, DatabaseCommand } from './command.js';
import { contactRequestsCommand } from './contact-requests.js';
import { messageCommands, templateCommands } from './content.js';
import { deliveriesCommand, resendDeliveryCommand } from './deliveries.js';
import { genDataCommand } from './gen-data.js';
import { importCommand } from './import.js';
import { inviteCommand } from './invite.js';
import { ssoLinkCommand } from './sso-link.js';
import { createStaffCommand, createSuperuserCommand } from './staff-accounts.js';
import { auditLogCommand, disableUserCommand, enableUserCommand, unlockUserCommand } from './users.js';

/** Every agency command line tool; those on the database are also the server's /v1/admin/cli routes. */
export const COMMANDS: Command[] = [
  inviteCommand,
  ssoLinkCommand,
  createSuperuserCommand,
  createStaffCommand,
  deliveriesCommand,
  resendDeliveryCommand,
  contactRequestsCommand,
  disableUserCommand,
  enableUserCommand,
  unlockUserCommand,
  auditLogCommand,
  ...messageCommands,
  ...templateCommands,
  importCommand,
  genDataCommand,
  carryOverCommand,
];

export const DATABASE_COMMANDS = COMMANDS.filter(
  (command): command is DatabaseCommand => command.kind === 'database',
);
