import { ApiPath, getClientiReply, getClientiRequest } from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { assertOwnUserId } from '../../http/access.js';
import type { Clock } from '../../shared/clock.js';
import { apiBuildVersion, readBuildInfo } from './build-info.js';
import { agencyCounts } from './queries.js';

/** The admin page's call (SPEC §6 /admin): the build of the API and a few counts (docs/decisions/0032). */
export const adminRoutes =
  (deps: { db: Db; clock: Clock; config: Pick<Config, 'SESSION_IDLE_MINUTES'> }): FastifyPluginAsyncZod =>
  async (app) => {
    // Read once: the stamp cannot change while the process runs.
    const build = readBuildInfo();
    app.post(
      ApiPath.getClienti,
      {
        schema: { body: getClientiRequest, response: { 200: getClientiReply } },
        config: { access: 'superuser' },
      },
      async (request) => {
        assertOwnUserId(request, request.body.userID);
        const clienti = await agencyCounts(deps.db, deps.clock.now(), deps.config.SESSION_IDLE_MINUTES);
        return { status: 'OK' as const, apiBuildVersion: apiBuildVersion(build), build, clienti };
      },
    );
  };
