import { queryOptions } from '@tanstack/react-query';
import { getUserStatus, rememberStatus } from './enter';

/** The user status read afresh, and kept beside the session (its e-mail and phone: SPEC §3). */
async function readUserStatus(signal: AbortSignal) {
  const status = await getUserStatus(signal);
  rememberStatus(status);
  return status;
}

const USER_STATUS = ['userStatus'] as const;

/**
 * The user status as each screen reads it (the keys are written here only). Every reader reads it afresh:
 * a step may just have changed it. `all` covers them all, for what changes the status (a confirmed phone).
 */
export const userStatusQueries = {
  all: USER_STATUS,
  /** The profile's: the verified mobile and the autologin flag (SPEC §3). */
  profile: () =>
    queryOptions({
      queryKey: [...USER_STATUS, 'profile'],
      queryFn: ({ signal }) => readUserStatus(signal),
      staleTime: 0,
    }),
  /** Each post-login step's, kept by none of them. */
  postLogin: () =>
    queryOptions({
      queryKey: [...USER_STATUS, 'postLogin'],
      queryFn: ({ signal }) => readUserStatus(signal),
      staleTime: 0,
      gcTime: 0,
    }),
  /** The registration wizard's, per session: the session createUser starts reads its own. */
  registration: (token: string | null) =>
    queryOptions({
      queryKey: [...USER_STATUS, 'registration', token],
      queryFn: ({ signal }) => readUserStatus(signal),
      enabled: token !== null,
      staleTime: 0,
      gcTime: 0,
    }),
};
