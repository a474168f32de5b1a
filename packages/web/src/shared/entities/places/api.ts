import { ApiPath, type ComuneSuggestion, suggestComuniReply } from '@area-clienti/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

/** What is worth asking: a name's 2 letters or more, or a CAP's 2 digits or more (docs/decisions/0147). */
export const suggestionQueryOf = (typed: string): string | null => {
  const query = typed.trim();
  return query.length >= 2 && query.length <= 40 ? query : null;
};

/** The comuni `query` may be: ISTAT's list does not change while the page is open. */
export const comuniQuery = (query: string) =>
  queryOptions({
    queryKey: queryKeys.comuni(query),
    queryFn: ({ signal }) => api.call(ApiPath.suggestComuni, { query }, suggestComuniReply, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (reply) => reply.comuni,
  });

/** The suggestions for what was typed (none until it is worth asking), the last ones kept while the next come. */
export function useComuniSuggestions(typed: string) {
  const query = suggestionQueryOf(typed);
  return useQuery({
    ...comuniQuery(query ?? ''),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export type { ComuneSuggestion };
