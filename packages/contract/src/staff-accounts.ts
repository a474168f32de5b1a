import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';

/**
 * The console's staff accounts (issue 37, decisions/0157): the Superuser lists, disables, enables them and
 * resets their second factor from the browser; createStaffUser (admin.ts) makes them, with a scope.
 */

/** A staff account's scope: the feed's id of its one branch; null (or absent) for agency-wide staff. */
export const staffBranch = z.string().trim().min(1).max(64).nullable();

/** active: a password chosen; invited: the first-access invite not used yet; disabled by a Superuser. */
export const staffAccountState = z.enum(['active', 'invited', 'disabled']);
export type StaffAccountState = z.infer<typeof staffAccountState>;

export const staffAccountRow = z.object({
  userCode: z.string(),
  email: z.string(),
  role: z.enum(['Staff', 'Superuser']),
  /** The feed's id of the branch it sees; null agency-wide. */
  branch: z.string().nullable(),
  /** The branch's name; null agency-wide, or when the feed no longer has the branch. */
  branchName: z.string().nullable(),
  state: staffAccountState,
  /** The authenticator app is set up. */
  secondFactor: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccountRow = z.infer<typeof staffAccountRow>;

export const staffAccountsRequest = z.object({ userID: bodyUserId });
export const staffAccountsReply = okReply({
  accounts: z.array(staffAccountRow),
  /** The agency's branches, a scope's choices: the feed's id and the name. */
  branches: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StaffAccountsReply = z.infer<typeof staffAccountsReply>;

/**
 * The caller's own scope (decisions/0158): the feed's id of the one branch whose clients it sees, null
 * agency-wide (a Superuser always). The console hides what answers 403 to a branch's staff.
 */
export const staffScopeRequest = z.object({ userID: bodyUserId });
export const staffScopeReply = okReply({ branch: staffBranch });
export type StaffScopeReply = z.infer<typeof staffScopeReply>;

export const STAFF_ACCOUNT_ACTS = ['disable', 'enable', 'reset-second-factor'] as const;
export type StaffAccountAct = (typeof STAFF_ACCOUNT_ACTS)[number];
export const changeStaffAccountRequest = z.object({
  userID: bodyUserId,
  userCode: z.string().regex(/^\d{8}$/),
  act: z.enum(STAFF_ACCOUNT_ACTS),
});
/** The account as it is after the act. */
export const changeStaffAccountReply = okReply({ account: staffAccountRow });
