import { ApiPath, getMessageReply, updateMessageReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

export const getLoginMessage = (signal?: AbortSignal) =>
  api.call(ApiPath.getMessage, {}, getMessageReply, { signal });

/** The login message, read afresh and kept by nobody (reading it may change it). */
export const loginMessageQuery = () =>
  queryOptions({
    queryKey: queryKeys.loginMessage,
    queryFn: ({ signal }) => getLoginMessage(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const markMessageRead = (messageID: number) =>
  api.call(ApiPath.updateMessage, { messageID }, updateMessageReply);
