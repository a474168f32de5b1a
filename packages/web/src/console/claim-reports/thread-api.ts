import { ClaimReportPath, claimReportMessageReply, claimReportThreadReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/** A sent report's thread with its client, as the branch sees it (decisions/0140). */
export const staffThreadQuery = (reportId: string) =>
  queryOptions({
    queryKey: ['getStaffClaimReportThread', reportId] as const,
    queryFn: ({ signal }) =>
      api.call(ClaimReportPath.getStaffClaimReportThread, { reportId }, claimReportThreadReply, { signal }),
    staleTime: 0,
  });

export const postStaffMessage = (reportId: string, text: string) =>
  api.call(ClaimReportPath.postStaffClaimReportMessage, { reportId, text }, claimReportMessageReply);

export const requestDocuments = (reportId: string, text: string) =>
  api.call(ClaimReportPath.requestClaimReportDocuments, { reportId, text }, claimReportMessageReply);
