import { ErrorCode } from '@area-clienti/contract';
import { z } from 'zod';
import { createSuperuser } from '../modules/users/create-superuser.js';
import { databaseCommand, UsageError } from './command.js';
import { cliActor } from './users.js';

/** `npm run create-superuser -- <e-mail> <mobile>`: a Superuser of the agency, who sets a password by invite. */
export const createSuperuserCommand = databaseCommand({
  kind: 'database',
  name: 'create-superuser',
  usage: 'create-superuser <e-mail> <mobile>',
  summary: 'create a Superuser account of the agency and e-mail it a first-access invite to set its password',
  parse(words) {
    if (words.length !== 2) throw new UsageError('create-superuser takes an e-mail and a mobile number');
    return { email: words[0] as string, phone: words[1] as string, actor: cliActor() };
  },
  args: z.object({
    email: z.email('an e-mail address').max(254),
    phone: z.string().min(1).max(20),
    actor: z.string().min(1).max(100).default('cli'),
  }),
  result: z.object({ userID: z.string(), email: z.string(), link: z.string(), expiresAt: z.string() }),
  errors: [ErrorCode.ONBOARDING_EMAIL_TAKEN, ErrorCode.PHONE_INVALID],
  async run(deps, { actor, ...account }) {
    const made = await createSuperuser(deps, account);
    await deps.users.record(actor, 'user.create', made.userID, { roles: 'Superuser, User' });
    return made;
  },
  report: (made) => ({
    lines: [
      `Superuser ${made.userID} created for ${made.email}. A first-access invite is queued to that address ` +
        `(valid until ${made.expiresAt}); its link, to give by another way if the e-mail does not arrive:`,
      made.link,
    ],
    exitCode: 0,
  }),
  explain(code, { email }) {
    if (code === ErrorCode.ONBOARDING_EMAIL_TAKEN)
      return `The e-mail ${email} already belongs to an account.`;
    if (code === ErrorCode.PHONE_INVALID) return 'The mobile number is not an Italian mobile number.';
    return undefined;
  },
});
