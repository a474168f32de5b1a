import { ApiPath, getClientiReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

export const getClienti = (signal?: AbortSignal) =>
  api.call(ApiPath.getClienti, {}, getClientiReply, { signal });

/** getClienti (Staff or Superuser): the API build version and the counts, read afresh on every visit. */
export const clientiQuery = () =>
  queryOptions({ queryKey: queryKeys.clients, queryFn: ({ signal }) => getClienti(signal), staleTime: 0 });
