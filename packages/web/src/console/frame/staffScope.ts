import { ApiPath, Role, staffScopeReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { session } from '@/shared/session';

/** The caller's own scope (getStaffScope, decisions/0158): a branch's id, or null agency-wide. Read once a session. */
const staffScopeQuery = () =>
  queryOptions({
    queryKey: ['getStaffScope'] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getStaffScope, {}, staffScopeReply, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Whether the caller sees the whole agency: a Superuser always; a Staff member once the server says it has
 * no branch. False until known: a branch's staff are never offered a page that would answer 403 to them.
 */
export function useAgencyWide(): boolean {
  const superuser = session.hasRole(Role.SUPERUSER);
  const scope = useQuery({ ...staffScopeQuery(), enabled: !superuser });
  return superuser || scope.data?.branch === null;
}
