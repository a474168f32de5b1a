import { Readable } from 'node:stream';
import { ErrorCode, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { route } from '../../http/route.js';
import { AppError } from '../../shared/errors.js';
import { processUploadFolder } from '../../shared/upload-folders.js';
import type { UserAdmin } from '../users/index.js';
import { type HistoryDeps, importHistoryPage, recordImport, reportOf, startRun } from './history.js';
import { FeedProgressBoard } from './progress.js';
import { type ImportDeps, importFeed } from './service.js';
import { asSent, feedOfUpload, UNPACKED_PER_UPLOADED } from './upload.js';

export type ImportRouteDeps = ImportDeps &
  Omit<HistoryDeps, 'users'> & { config: Pick<Config, 'DATA_DIR' | 'FEED_UPLOAD_MAX_MB'> };

/**
 * POST /v1/admin/import: a Superuser's feed inline, as the command line imports a file (docs/import.md);
 * the console's uploads, their progress, the history of imports and a refused one's report (decisions/0102).
 */
export const importRoutes =
  (deps: ImportRouteDeps, users: UserAdmin): FastifyPluginAsync =>
  async (app) => {
    const history = { db: deps.db, clock: deps.clock, users };
    route(app, endpoints.importData, async ({ identity, body, callerGone }) => {
      const run = startRun(deps.clock, {
        actor: identity.userCode,
        target: 'admin API',
        file: 'request',
        // Records inline, not a file: a record nested deep enough would not even write back as text.
        bytes: 0,
      });
      // A caller that goes away (its client closed, timed out) cancels the import: nothing is written.
      const outcome = await importFeed(deps, { records: body.records }, { signal: callerGone() });
      await recordImport(history, run, outcome);
      return outcome;
    });

    // In the database, not this process's memory: the poll may reach another instance (decisions/0102).
    const board = new FeedProgressBoard(deps.db, (error) =>
      app.log.warn({ err: error }, 'feed progress not written'),
    );
    const maxFileBytes = deps.config.FEED_UPLOAD_MAX_MB * 1024 * 1024;
    route(
      app,
      endpoints.uploadFeed,
      async ({ identity, body, files, callerGone }) => {
        const [file] = files;
        if (!file) throw new AppError(ErrorCode.UPLOAD_FILE_COUNT);
        const run = startRun(deps.clock, {
          actor: identity.userCode,
          target: 'console',
          file: file.name,
          bytes: file.bytes,
        });
        const progress = board.follow(body.progressKey, identity.userCode);
        try {
          const feed = await feedOfUpload(file, maxFileBytes * UNPACKED_PER_UPLOADED, progress.set);
          const imported = await importFeed(
            deps,
            { path: feed.path },
            { signal: callerGone(), onProgress: progress.set },
          );
          const outcome = asSent(imported, feed.sentAs);
          const importId = await recordImport(history, run, outcome);
          return { ...outcome, importId: String(importId) };
        } finally {
          await progress.end();
        }
      },
      { dir: processUploadFolder(deps.config.DATA_DIR), maxFileBytes },
    );

    route(app, endpoints.getFeedProgress, async ({ identity, body }) => ({
      progress: await board.read(body.progressKey, identity.userCode),
    }));

    route(app, endpoints.getImportHistory, async ({ body }) => importHistoryPage(deps.db, body.after));

    route(app, endpoints.getImportReport, async ({ body }) => {
      const report = await reportOf(deps.db, body.importId);
      if (!report) throw new AppError(ErrorCode.NOT_FOUND);
      return { name: report.file, content: Readable.from([report.csv]) };
    });
  };
