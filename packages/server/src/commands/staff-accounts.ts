import { ErrorCode, Role, type StaffRole } from '@area-clienti/contract';
import { z } from 'zod';
import { databaseCommand, UsageError } from './command.js';
import { cliActor } from './users.js';

/**
 * `<name> <e-mail> <mobile>`: an account of the agency's staff with this role, which sets its password by
 * the first-access invite e-mailed to it (docs/decisions/0045, 0049); recorded in the audit log.
 */
function staffAccountCommand(name: string, role: StaffRole, summary: string) {
  return databaseCommand({
    kind: 'database',
    name,
    usage: `${name} <e-mail> <mobile>`,
    summary,
    parse(words) {
      if (words.length !== 2) throw new UsageError(`${name} takes an e-mail and a mobile number`);
      return { email: words[0] as string, phone: words[1] as string, actor: cliActor() };
    },
    args: z.object({
      email: z.email('an e-mail address').max(254),
      phone: z.string().min(1).max(20),
      actor: z.string().min(1).max(100).default('cli'),
    }),
    result: z.object({ userID: z.string(), email: z.string(), link: z.string(), expiresAt: z.string() }),
    errors: [ErrorCode.ONBOARDING_EMAIL_TAKEN, ErrorCode.PHONE_INVALID],
    run: (deps, { actor, ...account }) => deps.users.createStaff(actor, { ...account, role }),
    report: (made) => ({
      lines: [
        `${role} ${made.userID} created for ${made.email}. A first-access invite is queued to that address ` +
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
}

/** `npm run create-superuser -- <e-mail> <mobile>`: a Superuser, who administers accounts. */
export const createSuperuserCommand = staffAccountCommand(
  'create-superuser',
  Role.SUPERUSER,
  'create a Superuser account of the agency and e-mail it a first-access invite to set its password',
);

/** `npm run create-staff -- <e-mail> <mobile>`: a Staff account: it runs the portal, administers no account. */
export const createStaffCommand = staffAccountCommand(
  'create-staff',
  Role.STAFF,
  'create a Staff account of the agency (the admin page, its lists, invites) and e-mail it a first-access invite',
);
