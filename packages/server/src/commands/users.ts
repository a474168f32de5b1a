import { userInfo } from 'node:os';
import { auditEntry, ErrorCode } from '@area-clienti/contract';
import { z } from 'zod';
import { type DatabaseCommand, databaseCommand, listingCommand, UsageError } from './command.js';

/** Who acts from the command line, as the audit log records it. */
export const cliActor = () => `cli:${userInfo().username}`;

const USER_CODE = z.string().regex(/^\d{8}$/, 'a user ID is 8 digits');

/** A command acting on one account (`disable-user <userID>` …), recorded in the audit log. */
function userAct(act: 'disable' | 'enable' | 'unlock', summary: string, done: string): DatabaseCommand {
  const name = `${act}-user`;
  return databaseCommand({
    kind: 'database',
    name,
    usage: `${name} <userID>`,
    summary,
    parse(words) {
      if (words.length !== 1) throw new UsageError(`${name} takes one user ID`);
      return { userID: words[0] as string, actor: cliActor() };
    },
    args: z.object({ userID: USER_CODE, actor: z.string().min(1).max(100) }),
    result: z.object({ userID: z.string() }),
    errors: [ErrorCode.NOT_FOUND],
    async run({ users }, { userID, actor }) {
      await users[act](actor, userID);
      return { userID };
    },
    report: ({ userID }) => ({ lines: [`${userID}: ${done}`], exitCode: 0 }),
    explain: (code, { userID }) =>
      code === ErrorCode.NOT_FOUND ? `No user has the ID ${userID}.` : undefined,
  });
}

export const disableUserCommand = userAct(
  'disable',
  'disable an account: no login, every session ends at once',
  'disabled; every session of it has ended.',
);
export const enableUserCommand = userAct('enable', 'enable an account again', 'enabled.');
export const unlockUserCommand = userAct(
  'unlock',
  'lift the login limits of an account, from every address',
  'its login limits are lifted.',
);

/** `npm run audit-log`: what the staff did to accounts. */
export const auditLogCommand = listingCommand({
  name: 'audit-log',
  summary:
    "list the staff's newest acts (on accounts, messages, templates, imports): who, when, what, to whom",
  result: z.object({ entries: z.array(auditEntry) }),
  run: async ({ users }) => ({ entries: (await users.log({}, { limit: 200 })).entries }),
  report: ({ entries }) => ({
    lines: entries.length
      ? entries.map((e) => `${e.at}  ${e.actor}  ${e.action}  ${e.target}`)
      : ['The audit log is empty.'],
    exitCode: 0,
  }),
});
