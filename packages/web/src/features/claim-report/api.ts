import {
  type ClaimEvent,
  type ClaimReportData,
  ClaimReportPath,
  claimReportCodeReply,
  claimReportPoliciesReply,
  claimReportReply,
  deleteClaimReportReply,
} from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { claimReportKeys } from '@/shared/entities/claim-reports/api';
import { fileOfResponse, saveBlob } from '@/shared/lib/download';

export { claimReportKeys, claimReportsQuery, useClaimReports } from '@/shared/entities/claim-reports/api';

/** The client's policies in force on the date of the event (the server decides which). */
export const claimReportPoliciesQuery = (eventDate: string, event?: ClaimEvent) =>
  queryOptions({
    queryKey: [...claimReportKeys.policies(eventDate), event ?? 'any'],
    queryFn: ({ signal }) =>
      api.call(
        ClaimReportPath.getClaimReportPolicies,
        event ? { eventDate, event } : { eventDate },
        claimReportPoliciesReply,
        { signal },
      ),
  });

export const getClaimReport = (reportId: string, signal?: AbortSignal) =>
  api.call(ClaimReportPath.getClaimReport, { reportId }, claimReportReply, { signal });

export const claimReportQuery = (reportId: string) =>
  queryOptions({
    queryKey: claimReportKeys.one(reportId),
    queryFn: ({ signal }) => getClaimReport(reportId, signal),
    // The draft is the wizard's own state once loaded: no refetch under the client's typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const createClaimReport = (dossierId: number, eventDate: string) =>
  api.call(ClaimReportPath.createClaimReport, { dossierId, eventDate }, claimReportReply);

export const saveClaimReport = (reportId: string, version: number, data: ClaimReportData) =>
  api.call(ClaimReportPath.saveClaimReport, { reportId, version, data }, claimReportReply);

export const deleteClaimReport = (reportId: string) =>
  api.call(ClaimReportPath.deleteClaimReport, { reportId }, deleteClaimReportReply);

export const submitClaimReport = (reportId: string, version: number) =>
  api.call(ClaimReportPath.submitClaimReport, { reportId, version }, claimReportCodeReply);

export const cancelClaimReportSigning = (reportId: string) =>
  api.call(ClaimReportPath.cancelClaimReportSigning, { reportId }, claimReportReply);

export const confirmClaimReport = (reportId: string, code: string) =>
  api.call(ClaimReportPath.confirmClaimReport, { reportId, code }, claimReportReply);

/** The document of a report (the one to sign while signing) as an object URL to open in a new tab. */
export async function claimReportDocumentUrl(reportId: string) {
  const response = await api.callForFile(ClaimReportPath.getClaimReportPdf, { reportId }, 'application/pdf');
  const blob = await response.blob();
  return URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
}

/** Saves the signed PDF as the server names it. */
export async function downloadClaimReportPdf(reportId: string) {
  const response = await api.callForFile(ClaimReportPath.getClaimReportPdf, { reportId }, 'application/pdf');
  const { name, blob } = await fileOfResponse(response, 'denuncia-sinistro.pdf');
  saveBlob(blob, name);
}

/** A's answer to B's corrections (issue 34): accepted, the corrected document to sign with a new code. */
export const acceptClaimReportCorrection = (reportId: string, version: number) =>
  api.call(ClaimReportPath.acceptClaimReportCorrection, { reportId, version }, claimReportCodeReply);

export const rejectClaimReportCorrection = (reportId: string) =>
  api.call(ClaimReportPath.rejectClaimReportCorrection, { reportId }, claimReportReply);
