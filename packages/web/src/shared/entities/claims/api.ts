import { ApiPath, sinistriReply } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** Without a dossier: every claim of the client. */
export const getSinistri = (dossierId?: number, signal?: AbortSignal) =>
  api.post(ApiPath.getSinistri, dossierId === undefined ? {} : { dossierId }, sinistriReply, { signal });

export function useSinistri(dossierId?: number) {
  return useQuery({
    queryKey: ['sinistri', dossierId ?? 'all'],
    queryFn: ({ signal }) => getSinistri(dossierId, signal),
  });
}
