// The front door of `claim-reports` (issue 22, docs/decisions/0110, 0111): claims reported online by the
// client, the CAI or a damage report, from a draft to the claim the agency opens. It owns the tables
// `claim_reports` and `claim_report_events`; it reads policies through dossiers, claims through claims,
// accounts and the client's record through their front doors.
import type { FastifyPluginAsync } from 'fastify';
import { claimReportDeskRoutes } from './desk-routes.js';
import { claimReportRoutes } from './routes.js';
import { type ClaimReportParts, claimReportsOf } from './service.js';

export { isOpenRequest, recordLaterFile } from './after-send.js';
export { type DeskFilter, deskPagePlan } from './desk-queries.js';
export { markReceivedWithEvent } from './follow.js';
export { type TellNews, tellNewsOf } from './news.js';
export { deskReportsOfClient, ownReportState, staffReportState } from './ownership.js';
export type {
  ReportAttachment,
  ReportDocumentInput,
  ReportPdf,
  ReportPdfInput,
  ReportPolicyholder,
  SignedPdfInput,
} from './pdf.js';
export { addEvent as addClaimReportEvent } from './queries.js';
export { type ReportAsRequest, reportsAsRequests } from './requests-view.js';
export { type ClaimReportParts, type ClaimReports, claimReportsOf } from './service.js';
export type { ReportFiles } from './staff.js';
export { type AnnounceSent, WEBHOOK_QUEUE, WEBHOOK_RETRY, webhookSignature } from './webhook.js';

/** This module's routes, the clients', driver B's and the staff's. */
export const routes = (parts: ClaimReportParts): FastifyPluginAsync[] => {
  const reports = claimReportsOf(parts);
  return [claimReportRoutes(parts, reports), claimReportDeskRoutes(reports)];
};
