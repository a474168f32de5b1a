// The front door of `claim-reports` (issue 22, docs/decisions/0110, 0111): claims reported online by the
// client, the CAI or a damage report, from a draft to the claim the agency opens. It owns the tables
// `claim_reports` and `claim_report_events`; it reads policies through dossiers, claims through claims,
// accounts and the client's record through their front doors.
import type { FastifyPluginAsync } from 'fastify';
import { handlerOf, type JobLog, type ModuleJobs } from '../../jobs/declare.js';
import { claimReportDeskRoutes } from './desk-routes.js';
import { claimReportRoutes } from './routes.js';
import { type ClaimReportParts, claimReportsOf } from './service.js';
import { WEBHOOK } from './webhook.js';

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
export { type AnnounceSent, webhookSignature } from './webhook.js';

/** This module's routes, the clients', driver B's and the staff's. */
export const routes = (parts: ClaimReportParts): FastifyPluginAsync[] => {
  const reports = claimReportsOf(parts);
  return [claimReportRoutes(parts, reports), claimReportDeskRoutes(reports)];
};

/** The queues this module owns, by their senders' names in the parts. */
export const queues = { announceSent: WEBHOOK };

/**
 * Its background work (docs/decisions/0112): each report sent POSTed to the agency's webhook; once an hour
 * driver B's time run out, unsent drafts told of and purged, sent reports past their retention.
 */
export const jobs = (parts: ClaimReportParts & { log: JobLog }): ModuleJobs => {
  const reports = claimReportsOf(parts);
  return {
    queues: [handlerOf(WEBHOOK, ({ reportId }) => reports.webhook.deliver(reportId))],
    hourly: [
      {
        name: 'claim-reports',
        run: async () => parts.log.info({ done: await reports.hourly() }, 'claim reports: hourly work'),
      },
    ],
  };
};
