import { ApiPath, type AuditFilter, auditLogReply } from '@area-clienti/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { fileOfResponse } from '@/shared/lib/download';

/** The audit log with these filters (getAuditLog), a page at a time. */
export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['getAuditLog', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(ApiPath.getAuditLog, { filter, ...(pageParam ? { after: pageParam } : {}) }, auditLogReply, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

/** The audit log with these filters as a CSV file (getAuditLogCsv, streamed by the server). */
export async function auditLogCsv(filter: AuditFilter) {
  const response = await api.callForFile(ApiPath.getAuditLogCsv, { filter }, 'text/csv');
  return fileOfResponse(response, 'registro-attivita.csv');
}
