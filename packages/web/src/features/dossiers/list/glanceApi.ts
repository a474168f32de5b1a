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
import { saveFile } from '@/shared/lib/download';

export const inEvidenzaQuery = () =>
  queryOptions({
    queryKey: ['inEvidenza'],
    queryFn: ({ signal }) => api.post(ApiPath.getInEvidenza, {}, inEvidenzaReply, { signal }),
  });

export const useInEvidenza = () => useQuery(inEvidenzaQuery());

/** The due dates as an .ics file, saved like a document. */
export function useCalendarDownload() {
  return useMutation({
    mutationFn: async () => {
      const { calendario } = await api.post(ApiPath.getCalendarFile, {}, calendarFileReply);
      saveFile(calendario);
    },
  });
}

const feedKey = ['calendarFeed'] as const;

export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: feedKey,
    enabled,
    queryFn: ({ signal }) => api.post(ApiPath.getCalendarFeed, {}, calendarFeedReply, { signal }),
  });

/** Makes a new subscription address (replacing any other); its URL is in the reply only. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ApiPath.createCalendarFeed, {}, createCalendarFeedReply),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ApiPath.revokeCalendarFeed, {}, revokeCalendarFeedReply),
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey }),
  });
}
