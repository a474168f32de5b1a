import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { type ClientFileDeps, readClientFile } from './client-file.js';

/** The console's page of a client (client-file.ts), for the staff member who opened it. */
export const myDataStaffRoutes =
  (deps: ClientFileDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getClientFile, ({ identity, body }) =>
      readClientFile(deps, identity.userCode, body.clientId),
    );
  };
