import { ApiPath, sinistroReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';

export const getSinistro = (sinistroID: number, signal?: AbortSignal) =>
  api.post(ApiPath.getSinistro, { sinistroID }, sinistroReply, { signal });

export const sinistroQuery = (sinistroID: number | null) =>
  queryOptions({
    queryKey: ['sinistro', sinistroID],
    queryFn: ({ signal }) => getSinistro(sinistroID as number, signal),
    enabled: sinistroID !== null,
  });

export const useSinistro = (sinistroID: number | null) => useQuery(sinistroQuery(sinistroID));
