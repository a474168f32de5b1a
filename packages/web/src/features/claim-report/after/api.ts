import {
  ClaimReportPath,
  claimReportFilesReply,
  claimReportMessageReply,
  claimReportThreadReply,
} from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/** A sent report's thread with the branch, and its files (decisions/0140). */
export const threadKey = (reportId: string) => ['claimReports', 'thread', reportId] as const;
export const laterFilesKey = (reportId: string) => ['claimReports', 'files', reportId] as const;

export const threadQuery = (reportId: string) =>
  queryOptions({
    queryKey: threadKey(reportId),
    queryFn: ({ signal }) =>
      api.call(ClaimReportPath.getClaimReportThread, { reportId }, claimReportThreadReply, { signal }),
  });

export const reportFilesQuery = (reportId: string) =>
  queryOptions({
    queryKey: laterFilesKey(reportId),
    queryFn: ({ signal }) =>
      api.call(ClaimReportPath.getClaimReportFiles, { reportId }, claimReportFilesReply, { signal }),
  });

export const postMessage = (reportId: string, text: string) =>
  api.call(ClaimReportPath.postClaimReportMessage, { reportId, text }, claimReportMessageReply);
