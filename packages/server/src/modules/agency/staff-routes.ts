import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { scopeOf } from '../../shared/staff-scope.js';
import { apiBuildVersion, readBuildInfo } from './build-info.js';
import { agencyCounts } from './counts.js';

/** The admin page's call (SPEC §6 /admin): the build of the API and a few counts (docs/decisions/0032). */
export const agencyStaffRoutes =
  (deps: { db: Db; clock: Clock; config: Pick<Config, 'SESSION_IDLE_MINUTES'> }): FastifyPluginAsync =>
  async (app) => {
    // Read once: the stamp cannot change while the process runs.
    const build = readBuildInfo();
    route(app, endpoints.getClienti, async ({ identity }) => {
      const { db, clock, config } = deps;
      const clienti = await agencyCounts(db, clock.now(), config.SESSION_IDLE_MINUTES, scopeOf(identity));
      return { apiBuildVersion: apiBuildVersion(build), build, clienti };
    });
  };
