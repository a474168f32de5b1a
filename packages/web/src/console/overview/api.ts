import {
  ApiPath,
  getClientiReply,
  goLiveChecklistReply,
  inboxFiguresReply,
  testMessageReply,
} from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

export const getClienti = (signal?: AbortSignal) =>
  api.call(ApiPath.getClienti, {}, getClientiReply, { signal });

/** getClienti (Staff or Superuser): the API build version and the counts, read afresh on every visit. */
export const clientiQuery = () =>
  queryOptions({ queryKey: queryKeys.clients, queryFn: ({ signal }) => getClienti(signal), staleTime: 0 });

/** The go-live checklist (getGoLiveChecklist), read afresh on every visit. */
export const goLiveQuery = () =>
  queryOptions({
    queryKey: ['getGoLiveChecklist'] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getGoLiveChecklist, {}, goLiveChecklistReply, { signal }),
    staleTime: 0,
  });

/** A test e-mail or SMS to the caller's own address (Superuser; audited by the server). */
export const sendTest = (channel: 'email' | 'sms') =>
  api.call(channel === 'email' ? ApiPath.sendTestEmail : ApiPath.sendTestSms, {}, testMessageReply);

/** The inbox's figures (getInboxFigures, decisions/0144), read afresh on every visit. */
export const inboxFiguresQuery = () =>
  queryOptions({
    queryKey: ['getInboxFigures'] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getInboxFigures, {}, inboxFiguresReply, { signal }),
    staleTime: 0,
  });
