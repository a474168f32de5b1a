import { ApiPath, getClientiReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

export const getClienti = (signal?: AbortSignal) =>
  api.post(ApiPath.getClienti, {}, getClientiReply, { signal });

/** getClienti (Staff or Superuser): the API build version and the counts, read afresh on every visit. */
export const clientiQuery = () =>
  queryOptions({ queryKey: ['getClienti'], queryFn: ({ signal }) => getClienti(signal), staleTime: 0 });
