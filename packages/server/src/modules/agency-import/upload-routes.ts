import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { route } from '../../http/route.js';
import { AppError } from '../../shared/errors.js';
import type { UserAdmin } from '../users/index.js';
import { type HistoryDeps, recordImport, startRun } from './history.js';
import { FeedProgressBoard } from './progress.js';
import { type ImportDeps, importFeed } from './service.js';
import { FeedStaging } from './staging.js';
import { asSent, feedOfFiles, UNPACKED_PER_UPLOADED } from './upload.js';

export type FeedUploadRouteDeps = ImportDeps &
  Omit<HistoryDeps, 'users'> & { config: Pick<Config, 'DATA_DIR' | 'FEED_STAGING_MAX_MB'> };

/** Where the feeds sent in chunks wait, under the data folder (docs/decisions/0159). */
export const feedStagingRoot = (dataDir: string) => join(dataDir, 'feed-staging');

/**
 * A feed sent from the console in chunks (docs/decisions/0159): started, sent chunk by chunk at the offsets
 * the server holds, asked where it stands after a drop, then imported as an uploaded feed is (0102).
 */
export const feedUploadRoutes =
  (deps: FeedUploadRouteDeps, users: UserAdmin): FastifyPluginAsync =>
  async (app) => {
    const history = { db: deps.db, clock: deps.clock, users };
    const maxBytes = deps.config.FEED_STAGING_MAX_MB * 1024 * 1024;
    const staging = new FeedStaging(feedStagingRoot(deps.config.DATA_DIR), maxBytes, () =>
      deps.clock.now().getTime(),
    );
    const board = new FeedProgressBoard(deps.db, (error) =>
      app.log.warn({ err: error }, 'feed progress not written'),
    );

    route(app, endpoints.startFeedUpload, async ({ identity, body }) => ({
      upload: await staging.start(identity.userCode, body.files),
    }));

    route(app, endpoints.sendFeedChunk, async ({ identity, body, files }) => {
      const [chunk] = files;
      if (!chunk) throw new AppError(ErrorCode.UPLOAD_FILE_COUNT);
      const upload = await staging.chunk(
        identity.userCode,
        body.uploadId,
        Number(body.file),
        Number(body.offset),
        chunk.content,
      );
      return { upload };
    });

    route(app, endpoints.getFeedUpload, async ({ identity, body }) => ({
      upload: await staging.status(identity.userCode, body.uploadId),
    }));

    route(app, endpoints.importFeedUpload, async ({ identity, body, callerGone }) => {
      const files = await staging.files(identity.userCode, body.uploadId);
      const run = startRun(deps.clock, {
        actor: identity.userCode,
        target: 'console',
        file: files
          .map((file) => file.name)
          .join(', ')
          .slice(0, 500),
        bytes: files.reduce((sum, file) => sum + file.size, 0),
      });
      const progress = board.follow(body.progressKey, identity.userCode);
      const work = await staging.workFolder(body.uploadId);
      let ended = false;
      try {
        const feed = await feedOfFiles(files, work, maxBytes * UNPACKED_PER_UPLOADED, progress.set, true);
        const imported = await importFeed(
          deps,
          { path: feed.path },
          { signal: callerGone(), onProgress: progress.set },
        );
        ended = true;
        const outcome = asSent(imported, feed.sentAs);
        const importId = await recordImport(history, run, outcome);
        return { ...outcome, importId: String(importId) };
      } catch (error) {
        // Refused for its bytes (not a zip, unsafe): they would be refused again. Busy or cancelled: kept.
        ended = error instanceof AppError && error.code !== ErrorCode.IMPORT_BUSY;
        throw error;
      } finally {
        await progress.end();
        await (ended ? staging.remove(body.uploadId) : rm(work, { recursive: true, force: true }));
      }
    });
  };
