// The front door of `claim-report-files` (issue 22, docs/decisions/0114): the photos and attachments of a
// claim report, sent in chunks, checked by decoding, kept through the file storage. It owns the tables
// `claim_report_files`, `claim_report_uploads` and `claim_report_upload_chunks`; it asks `claim-reports`
// whether a report is the caller's draft.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { JobLog, ModuleJobs } from '../../jobs/declare.js';
import type { Clock } from '../../shared/clock.js';
import { FairTurns } from '../../shared/fair-turns.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { AnnounceSent } from '../claim-reports/index.js';
import { claimReportFileRoutes } from './routes.js';
import { ClaimReportFiles } from './service.js';

export { type CheckedFile, checkFile } from './check-file.js';
export { ClaimReportFiles, reportFileOwner } from './service.js';

/**
 * The process's turns for checking files (decisions/0133): at most FILE_CHECKS_AT_ONCE at once, at most
 * FILE_CHECKS_PER_CLIENT of one client's, the clients that wait served in rotation. Made once by the app.
 */
export const fileChecksOf = (config: Pick<Config, 'FILE_CHECKS_AT_ONCE' | 'FILE_CHECKS_PER_CLIENT'>) =>
  new FairTurns<number>({ atOnce: config.FILE_CHECKS_AT_ONCE, perCaller: config.FILE_CHECKS_PER_CLIENT });

type Parts = {
  db: Db;
  clock: Clock;
  files: FileStorage;
  fileChecks: FairTurns<number>;
  announceSent?: AnnounceSent;
};

/** This module's routes, from the parts the app hands every module alike. */
export const routes = (parts: Parts): FastifyPluginAsync[] => [
  claimReportFileRoutes(new ClaimReportFiles(parts)),
];

/** Once an hour, uploads idle for a day and the files of reports that are gone (decisions/0114). */
export const jobs = (parts: Parts & { log: JobLog }): ModuleJobs => ({
  hourly: [
    {
      name: 'claim-report-files',
      run: async () =>
        parts.log.info({ swept: await new ClaimReportFiles(parts).sweep() }, 'claim report files: sweep'),
    },
  ],
});
