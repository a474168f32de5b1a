import {
  ApiPath,
  calendarFeedReply,
  calendarFileReply,
  createCalendarFeedReply,
  inEvidenzaReply,
  revokeCalendarFeedReply,
} from '@area-clienti/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';
import { saveFile } from '@/shared/lib/download';

export const inEvidenzaQuery = () =>
  queryOptions({
    queryKey: queryKeys.inEvidenza,
    queryFn: ({ signal }) => api.call(ApiPath.getInEvidenza, {}, inEvidenzaReply, { signal }),
  });

export const useInEvidenza = () => useQuery(inEvidenzaQuery());

/** The due dates as an .ics file, saved like a document. */
export function useCalendarDownload() {
  return useMutation({
    mutationFn: async () => {
      const { calendario } = await api.call(ApiPath.getCalendarFile, {}, calendarFileReply);
      saveFile(calendario);
    },
  });
}

export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.calendarFeed,
    enabled,
    queryFn: ({ signal }) => api.call(ApiPath.getCalendarFeed, {}, calendarFeedReply, { signal }),
  });

/** Makes a new subscription address (replacing any other); its URL is in the reply only. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(ApiPath.createCalendarFeed, {}, createCalendarFeedReply),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(ApiPath.revokeCalendarFeed, {}, revokeCalendarFeedReply),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}
