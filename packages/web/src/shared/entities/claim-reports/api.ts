import { ClaimReportPath, claimReportsReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/** Query keys of the client's reports of claims (issue 22): the wizard's and the claims page's. */
export const claimReportKeys = {
  all: ['claimReports'] as const,
  list: ['claimReports', 'list'] as const,
  one: (reportId: string) => ['claimReports', 'one', reportId] as const,
  policies: (eventDate: string) => ['claimReports', 'policies', eventDate] as const,
};

/** The client's drafts and reports sent, newest first. */
export const claimReportsQuery = () =>
  queryOptions({
    queryKey: claimReportKeys.list,
    queryFn: ({ signal }) => api.call(ClaimReportPath.getClaimReports, {}, claimReportsReply, { signal }),
  });

export const useClaimReports = () => useQuery(claimReportsQuery());
