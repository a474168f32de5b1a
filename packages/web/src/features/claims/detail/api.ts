import { ApiPath, sinistroReply } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export const getSinistro = (sinistroID: number, signal?: AbortSignal) =>
  api.post(ApiPath.getSinistro, { sinistroID }, sinistroReply, { signal });

export function useSinistro(sinistroID: number | null) {
  return useQuery({
    queryKey: ['sinistro', sinistroID],
    queryFn: ({ signal }) => getSinistro(sinistroID as number, signal),
    enabled: sinistroID !== null,
  });
}
