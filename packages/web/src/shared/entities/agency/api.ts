import { ApiPath, getAgenziaReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

const getAgenzia = (signal?: AbortSignal) =>
  api.call(ApiPath.getAgenzia, {}, getAgenziaReply, { auth: false, redirectOn: [], signal });

/** The agency's identity for the legal pages: server configuration, read once per visit. */
export const agencyQuery = () =>
  queryOptions({
    queryKey: queryKeys.agency,
    queryFn: ({ signal }) => getAgenzia(signal),
    staleTime: Number.POSITIVE_INFINITY,
    select: (reply) => reply.agenzia,
  });

export const useAgency = () => useQuery(agencyQuery());
