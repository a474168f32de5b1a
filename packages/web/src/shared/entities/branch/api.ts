import { ApiPath, getFilialeReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

const getFiliale = (signal?: AbortSignal) => api.call(ApiPath.getFiliale, {}, getFilialeReply, { signal });

/** The client's branch (name, phone, opening hours), for the help panel and a request with a reason: the agency's feed changes it rarely. */
export const filialeQuery = () =>
  queryOptions({
    queryKey: queryKeys.branch,
    queryFn: ({ signal }) => getFiliale(signal),
    staleTime: 10 * 60_000,
    select: (reply) => reply.filiale,
  });

export const useFiliale = () => useQuery(filialeQuery());
