import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { UserAdmin } from '../users/index.js';
import { auditOfImport } from './audit.js';
import { type ImportDeps, importFeed } from './service.js';

/** POST /v1/admin/import: a Superuser's feed, as the command line imports a file (docs/import.md). */
export const importRoutes =
  (deps: ImportDeps, users: UserAdmin): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.importData, async ({ identity, body, callerGone }) => {
      // A caller that goes away (its client closed, timed out) cancels the import: nothing is written.
      const outcome = await importFeed(deps, { records: body.records }, { signal: callerGone() });
      const audit = auditOfImport(outcome);
      await users.record(identity.userCode, audit.action, 'admin API', audit.detail);
      return outcome;
    });
  };
