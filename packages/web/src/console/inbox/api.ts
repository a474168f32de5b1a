import {
  ApiPath,
  type InboxState,
  inboxDetailReply,
  inboxReply,
  userActionReply,
} from '@area-clienti/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

export interface InboxFilter {
  state?: InboxState;
  branchId?: number;
  /** "Mie": the requests the caller holds. */
  mine?: true;
  /** "In ritardo": new or taken, past the promised working day. */
  late?: true;
}

/** The inbox (getInbox), a page at a time: each page's `next` opens the following one. */
export const inboxQuery = (filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: ['getInbox', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(ApiPath.getInbox, { ...filter, ...(pageParam ? { after: pageParam } : {}) }, inboxReply, {
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

/** One request whole (getInboxRequest), read afresh on every visit. */
export const inboxRequestQuery = (id: number) =>
  queryOptions({
    queryKey: ['getInboxRequest', id] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getInboxRequest, { id }, inboxDetailReply, { signal }),
    staleTime: 0,
  });

/** The staff's acts on a request (each audited by the server). */
export const inboxActs = {
  take: (id: number) => api.call(ApiPath.takeInboxRequest, { id }, userActionReply),
  note: (id: number, note: string) => api.call(ApiPath.noteInboxRequest, { id, note }, userActionReply),
  answer: (id: number, text: string) => api.call(ApiPath.answerInboxRequest, { id, text }, userActionReply),
  close: (id: number) => api.call(ApiPath.closeInboxRequest, { id }, userActionReply),
  release: (id: number) => api.call(ApiPath.releaseInboxRequest, { id }, userActionReply),
  assign: (id: number, assignee: string) =>
    api.call(ApiPath.assignInboxRequest, { id, assignee }, userActionReply),
};
