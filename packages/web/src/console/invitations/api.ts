import {
  ApiPath,
  type BulkInvitationFilter,
  bulkInvitationReply,
  bulkInvitationsReply,
} from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/** How often the page reads the progress while an invitation runs. */
const PROGRESS_EVERY_MS = 2_000;

/** The bulk invitations with their progress (getBulkInvitations), read again while one is running. */
export const bulkInvitationsQuery = () =>
  queryOptions({
    queryKey: ['getBulkInvitations'] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getBulkInvitations, {}, bulkInvitationsReply, { signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.invitations.some((run) => run.state === 'running') ? PROGRESS_EVERY_MS : false,
  });

export const bulkInvitationActs = {
  start: (filter: BulkInvitationFilter, perMinute: number) =>
    api.call(ApiPath.startBulkInvitation, { filter, perMinute }, bulkInvitationReply),
  pause: (id: number) => api.call(ApiPath.pauseBulkInvitation, { id }, bulkInvitationReply),
  resume: (id: number) => api.call(ApiPath.resumeBulkInvitation, { id }, bulkInvitationReply),
};
