import { ApiPath, searchClientsReply } from '@area-clienti/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/** The console's search (searchClients), a page at a time: each page's `next` opens the following one. */
export const clientSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['searchClients', query] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        ApiPath.searchClients,
        { query, ...(pageParam ? { after: pageParam } : {}) },
        searchClientsReply,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
