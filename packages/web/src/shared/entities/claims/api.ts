import { ApiPath, sinistriReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/** Without a dossier: every claim of the client. */
export const getSinistri = (dossierId?: number, signal?: AbortSignal) =>
  api.post(ApiPath.getSinistri, dossierId === undefined ? {} : { dossierId }, sinistriReply, { signal });

export const sinistriQuery = (dossierId?: number) =>
  queryOptions({
    queryKey: ['sinistri', dossierId ?? 'all'],
    queryFn: ({ signal }) => getSinistri(dossierId, signal),
  });

export const useSinistri = (dossierId?: number) => useQuery(sinistriQuery(dossierId));
