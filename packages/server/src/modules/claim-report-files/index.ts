// The front door of `claim-report-files` (issue 22, docs/decisions/0114): the photos and attachments of a
// claim report, sent in chunks, checked by decoding, kept through the file storage. It owns the tables
// `claim_report_files`, `claim_report_uploads` and `claim_report_upload_chunks`; it asks `claim-reports`
// whether a report is the caller's draft.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { claimReportFileRoutes } from './routes.js';
import { ClaimReportFiles } from './service.js';

export { type CheckedFile, checkFile } from './check-file.js';
export { ClaimReportFiles, reportFileOwner } from './service.js';

/** This module's routes, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db; clock: Clock; files: FileStorage }): FastifyPluginAsync[] => [
  claimReportFileRoutes(new ClaimReportFiles(parts)),
];
