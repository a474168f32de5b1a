import { ClaimReportPath, claimReportInboxReply } from '@area-clienti/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { fileOfResponse } from '@/shared/lib/download';

/** The reports clients sent (getClaimReportInbox), newest first, a page at a time. */
export const claimReportInboxQuery = () =>
  infiniteQueryOptions({
    queryKey: ['getClaimReportInbox'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        ClaimReportPath.getClaimReportInbox,
        pageParam ? { after: pageParam } : {},
        claimReportInboxReply,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

/** A report's signed PDF (getStaffClaimReportPdf): the server takes the report in as it hands it over. */
export async function signedReportPdf(reportId: string) {
  const response = await api.callForFile(
    ClaimReportPath.getStaffClaimReportPdf,
    { reportId },
    'application/pdf',
  );
  return fileOfResponse(response, `denuncia-${reportId.slice(0, 8)}-firmata.pdf`);
}
