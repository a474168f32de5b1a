import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { route } from '../../http/route.js';
import { scopeOf } from '../../shared/staff-scope.js';
import { type ClientFileDeps, openClientFile, readClientIban } from './client-file.js';

/**
 * The console's page of a client (client-file.ts), for the staff member who opened it, within their openings
 * a minute, and the whole IBAN of one of the client's policies behind that staff member's step-up (the
 * row's `stepUp`).
 */
export const myDataStaffRoutes =
  (deps: ClientFileDeps & { config: Pick<Config, 'CLIENT_LOOKUP_WINDOW_SECONDS'> }): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getClientFile, ({ identity, body }) =>
      openClientFile(deps, identity, body.clientId),
    );
    route(app, endpoints.getClientIban, ({ identity, body }) =>
      readClientIban(deps, identity.userCode, body.clientId, body.dossierId, scopeOf(identity)),
    );
  };
