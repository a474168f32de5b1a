import { ApiPath, sinistriReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

/** Without a dossier: every claim of the client. */
export const getSinistri = (dossierId?: number, signal?: AbortSignal) =>
  api.call(ApiPath.getSinistri, dossierId === undefined ? {} : { dossierId }, sinistriReply, { signal });

export const sinistriQuery = (dossierId?: number) =>
  queryOptions({
    queryKey: queryKeys.claims(dossierId),
    queryFn: ({ signal }) => getSinistri(dossierId, signal),
  });

export const useSinistri = (dossierId?: number) => useQuery(sinistriQuery(dossierId));
