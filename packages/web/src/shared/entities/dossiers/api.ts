import { ApiPath, dossierListReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';

export const getDossierList = (signal?: AbortSignal) =>
  api.post(ApiPath.getDossierList, {}, dossierListReply, { signal });

export const dossierListQuery = () =>
  queryOptions({ queryKey: ['dossierList'], queryFn: ({ signal }) => getDossierList(signal) });

export const useDossierList = () => useQuery(dossierListQuery());
