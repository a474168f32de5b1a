import { ApiPath, accessiReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

/** getAccessi: the client's newest accesses, the calling session's marked (docs/decisions/0061). */
export const getAccessi = (signal?: AbortSignal) =>
  api.call(ApiPath.getAccessi, {}, accessiReply, { signal });

/** Read by the new-access notice of the frame and by the profile's list (its key is written here only). */
export const accessiQuery = () =>
  queryOptions({ queryKey: queryKeys.accesses, queryFn: ({ signal }) => getAccessi(signal) });
