import { ApiPath, myRequestReply, myRequestsReply, replyMyRequestReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { unreadKey } from './unread';

/** The client's requests and their threads (docs/decisions/0143). */
export const requestKeys = {
  all: ['requests'] as const,
  list: ['requests', 'list'] as const,
  one: (numero: string) => ['requests', 'one', numero] as const,
  unread: unreadKey,
};

export const requestsQuery = () =>
  queryOptions({
    queryKey: requestKeys.list,
    queryFn: ({ signal }) => api.call(ApiPath.getMyRequests, {}, myRequestsReply, { signal }),
  });

export const requestQuery = (numero: string) =>
  queryOptions({
    queryKey: requestKeys.one(numero),
    queryFn: ({ signal }) => api.call(ApiPath.getMyRequest, { numero }, myRequestReply, { signal }),
    retry: false,
  });

export const replyToRequest = (numero: string, testo: string) =>
  api.call(ApiPath.replyMyRequest, { numero, testo }, replyMyRequestReply);
