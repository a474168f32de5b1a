import { ApiPath, dossierListReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

export const getDossierList = (signal?: AbortSignal) =>
  api.call(ApiPath.getDossierList, {}, dossierListReply, { signal });

export const dossierListQuery = () =>
  queryOptions({ queryKey: queryKeys.dossierList, queryFn: ({ signal }) => getDossierList(signal) });

export const useDossierList = () => useQuery(dossierListQuery());
