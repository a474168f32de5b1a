import { ApiPath, anagraficaReply } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api';

export const getAnagrafica = (signal?: AbortSignal) =>
  api.post(ApiPath.getAnagrafica, {}, anagraficaReply, { signal });

export function useAnagrafica() {
  return useQuery({
    queryKey: ['anagrafica'],
    queryFn: ({ signal }) => getAnagrafica(signal),
    staleTime: Infinity,
  });
}

/** "Nome Cognome" for the header. */
export function fullName(anagrafica: { nome: string; cognome: string }): string {
  return [anagrafica.nome, anagrafica.cognome]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
