import { ApiPath, ErrorCode, importReply, importRequest } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionRoute } from '../../http/route.js';
import type { UserAdmin } from '../users/index.js';
import { auditCounts, type ImportDeps, importFeed } from './service.js';

/** Documents travel in base64 in the admin API's feed: room for a few dozen. */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/** POST /v1/admin/import: a Superuser's feed, as the command line imports a file (docs/import.md). */
export const importRoutes =
  (deps: ImportDeps, users: UserAdmin): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.importData,
      {
        access: 'superuser',
        body: importRequest,
        reply: importReply,
        errors: [ErrorCode.IMPORT_BUSY],
        bodyLimit: IMPORT_BODY_LIMIT,
        notes:
          'The records of a feed (docs/import.md), documents as `contentBase64` (a `file` path is refused: ' +
          'the command line `npm run import` reads files). Every record is checked before anything is written: ' +
          'with a problem, `imported` is false, `problems` lists the first 1000 (file `request`, `line` = the ' +
          "record's position from 1, field, why) and nothing is written. Otherwise the feed is written in one " +
          'transaction and `summary` counts what was created, updated, removed and left unchanged per type. ' +
          'One import runs at a time (`IMPORT_001`). Recorded in the audit log.',
      },
      async ({ identity, body }) => {
        const outcome = await importFeed(deps, { records: body.records });
        if (outcome.summary) {
          await users.record(identity.userCode, 'data.import', 'admin API', auditCounts(outcome.summary));
        }
        return outcome;
      },
    );
  };
