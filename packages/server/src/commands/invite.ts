import { ErrorCode } from '@area-clienti/contract';
import { z } from 'zod';
import { databaseCommand, UsageError } from './command.js';
import { cliActor } from './users.js';

/** `npm run invite -- <userID>`: a first-access invite, e-mailed to the user and printed. */
export const inviteCommand = databaseCommand({
  kind: 'database',
  name: 'invite',
  usage: 'invite <userID>',
  summary: 'create a first-access invite (valid 7 days), e-mail the link and print it',
  parse(words) {
    if (words.length !== 1) throw new UsageError('invite takes one user ID');
    return { userID: words[0] as string, actor: cliActor() };
  },
  args: z.object({
    userID: z.string().regex(/^\d{8}$/, 'a user ID is 8 digits'),
    actor: z.string().min(1).max(100).default('cli'),
  }),
  result: z.object({
    userID: z.string(),
    email: z.string(),
    link: z.string(),
    expiresAt: z.string(),
  }),
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INVITEE_DISABLED],
  run: ({ users }, { userID, actor }) => users.invite(actor, userID),
  report(sent) {
    return {
      lines: [
        `Invite for ${sent.userID}, valid until ${sent.expiresAt}. E-mail queued to ${sent.email}: it leaves ` +
          'within seconds, and if the SMTP server refuses it, it is tried again for about 8 hours ' +
          '(`npm run deliveries` lists what failed).',
        sent.link,
      ],
      exitCode: 0,
    };
  },
  explain(code, { userID }) {
    if (code === ErrorCode.NOT_FOUND) return `No user has the ID ${userID}.`;
    if (code === ErrorCode.INVITEE_DISABLED)
      return `The user ${userID} is disabled: enable them before inviting them.`;
    return undefined;
  },
});
