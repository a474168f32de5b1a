import {
  type ClaimReportDeskListRequest,
  ClaimReportPath,
  claimDeskReply,
  claimReportDeskListReply,
  staffClaimReportReply,
} from '@area-clienti/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { fileOfResponse } from '@/shared/lib/download';

/** The list's filters as the page holds them (none: every report sent). */
export type DeskFilters = Omit<ClaimReportDeskListRequest, 'after' | 'limit'>;

/** The reports clients sent (getClaimReportInbox), newest first, filtered, a page at a time. */
export const claimReportInboxQuery = (filters: DeskFilters = {}) =>
  infiniteQueryOptions({
    queryKey: ['getClaimReportInbox', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        ClaimReportPath.getClaimReportInbox,
        pageParam ? { ...filters, after: pageParam } : filters,
        claimReportDeskListReply,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

/** A report opened whole at the desk (getStaffClaimReport): the server takes it in and audits it. */
export const staffClaimReportQuery = (reportId: string) =>
  queryOptions({
    queryKey: ['getStaffClaimReport', reportId] as const,
    queryFn: ({ signal }) =>
      api.call(ClaimReportPath.getStaffClaimReport, { reportId }, staffClaimReportReply, { signal }),
    staleTime: 0,
    retry: false,
  });

/** The desk's acts on a report, each answering the desk after it. */
export const deskActs = {
  assign: (reportId: string, assignee: string | null) =>
    api.call(ClaimReportPath.assignClaimReport, { reportId, assignee }, claimDeskReply),
  take: (reportId: string) => api.call(ClaimReportPath.takeClaimReport, { reportId }, claimDeskReply),
  close: (reportId: string, reason: string) =>
    api.call(ClaimReportPath.closeClaimReport, { reportId, reason }, claimDeskReply),
  link: (reportId: string, sinistroId: number) =>
    api.call(ClaimReportPath.linkClaimReport, { reportId, sinistroId }, claimDeskReply),
};

/** A report's signed PDF (getStaffClaimReportPdf): the server takes the report in as it hands it over. */
export async function signedReportPdf(reportId: string) {
  const response = await api.callForFile(
    ClaimReportPath.getStaffClaimReportPdf,
    { reportId },
    'application/pdf',
  );
  return fileOfResponse(response, `denuncia-${reportId.slice(0, 8)}-firmata.pdf`);
}

/** A photo or document of a sent report (getStaffClaimReportFile), as bytes in memory. */
export async function staffReportFile(fileId: string, fallback: string) {
  const response = await api.callForFile(ClaimReportPath.getStaffClaimReportFile, { fileId }, '*/*');
  return fileOfResponse(response, fallback);
}
