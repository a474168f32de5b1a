import { ApiPath, unreadRequestsReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/**
 * The menu's badge: the branch's replies the client has not opened (docs/decisions/0143). Its own file, so
 * the frame carries this one call and none of the requests' pages.
 */
export const unreadKey = ['requests', 'unread'] as const;

export const unreadQuery = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: ({ signal }) => api.call(ApiPath.getUnreadRequests, {}, unreadRequestsReply, { signal }),
    staleTime: 60_000,
  });
