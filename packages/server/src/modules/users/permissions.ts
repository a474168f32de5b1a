import { Role } from '@area-clienti/contract';

/**
 * What the agency's people may do to an account, by who they are and what the account is (issue 20, item 4;
 * docs/decisions/0088; the table in docs/operations.md). A Staff member helps a client who has never set a
 * password to make a first access, and nothing else: an invite replaces the password when it is used and
 * ends the sessions, so sent to an account that has one it would take it over; Staff and Superuser
 * accounts are administered by a Superuser only. The agency's command line (`system`) runs with the server's
 * own rights, like a Superuser.
 */
export type ActingRole = 'staff' | 'superuser' | 'system';
export type AccountAct = 'invite' | 'unlock' | 'disable' | 'enable' | 'end-sessions' | 'reset-second-factor';
export type TargetState = 'client without password' | 'client with password' | 'staff' | 'superuser';

export const ACCOUNT_ACTS: readonly AccountAct[] = [
  'invite',
  'unlock',
  'disable',
  'enable',
  'end-sessions',
  'reset-second-factor',
];
export const TARGET_STATES: readonly TargetState[] = [
  'client without password',
  'client with password',
  'staff',
  'superuser',
];

const EVERY_TARGET = TARGET_STATES;
const EVERYTHING: Record<AccountAct, readonly TargetState[]> = {
  invite: EVERY_TARGET,
  unlock: EVERY_TARGET,
  disable: EVERY_TARGET,
  enable: EVERY_TARGET,
  'end-sessions': EVERY_TARGET,
  'reset-second-factor': EVERY_TARGET,
};
export const PERMISSIONS: Record<ActingRole, Record<AccountAct, readonly TargetState[]>> = {
  staff: {
    invite: ['client without password'],
    unlock: [],
    disable: [],
    enable: [],
    'end-sessions': [],
    'reset-second-factor': [],
  },
  superuser: EVERYTHING,
  system: EVERYTHING,
};

/** The acting role of a session: Superuser when it holds that role, Staff otherwise (the route let it in). */
export const actingRoleOf = (roles: readonly string[]): ActingRole =>
  roles.includes(Role.SUPERUSER) ? 'superuser' : 'staff';

/** What an account is, for the table: the highest of its roles, else a client with or without a password. */
export function targetStateOf(account: { roles: readonly string[]; hasPassword: boolean }): TargetState {
  if (account.roles.includes(Role.SUPERUSER)) return 'superuser';
  if (account.roles.includes(Role.STAFF)) return 'staff';
  return account.hasPassword ? 'client with password' : 'client without password';
}

export const mayAct = (by: ActingRole, act: AccountAct, target: TargetState): boolean =>
  PERMISSIONS[by][act].includes(target);
