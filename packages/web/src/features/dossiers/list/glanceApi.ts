import {
  ApiPath,
  calendarFeedReply,
  createCalendarFeedReply,
  revokeCalendarFeedReply,
} from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { inEvidenzaQuery } from '@/shared/entities/dossiers/inEvidenza';
import { queryKeys } from '@/shared/entities/query-keys';
import { fileOfResponse, saveBlob } from '@/shared/lib/download';

export { inEvidenzaQuery };

export const useInEvidenza = () => useQuery(inEvidenzaQuery());

/** The due dates as an .ics file, saved as the server sends it. */
export function useCalendarDownload() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.callForFile(ApiPath.getCalendarFile, {}, 'text/calendar');
      const { name, blob } = await fileOfResponse(response, 'scadenze-area-clienti.ics');
      saveBlob(blob, name);
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
