import { ApiPath, dossierListReply } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

export const getDossierList = (signal?: AbortSignal) =>
  api.post(ApiPath.getDossierList, {}, dossierListReply, { signal });

export function useDossierList() {
  return useQuery({ queryKey: ['dossierList'], queryFn: ({ signal }) => getDossierList(signal) });
}
