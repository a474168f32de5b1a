import { ApiPath, sinistroReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

export const getSinistro = (sinistroID: number, signal?: AbortSignal) =>
  api.call(ApiPath.getSinistro, { sinistroID }, sinistroReply, { signal });

export const sinistroQuery = (sinistroID: number | null) =>
  queryOptions({
    queryKey: queryKeys.claim(sinistroID),
    queryFn: ({ signal }) => getSinistro(sinistroID as number, signal),
    enabled: sinistroID !== null,
  });

export const useSinistro = (sinistroID: number | null) => useQuery(sinistroQuery(sinistroID));
