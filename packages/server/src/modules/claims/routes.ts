import {
  ApiPath,
  sinistriReply,
  sinistriRequest,
  sinistroReply,
  sinistroRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { assertOwnUserId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { assertReadable, isReadable, ownDossier } from '../dossiers/access.js';
import { claimOfClient, claimsOfClient, claimsOfDossier } from './queries.js';

export const claimRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.getSinistri,
      { schema: { body: sinistriRequest, response: { 200: sinistriReply } }, config: { access: 'user' } },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        if (clientId === null) return { status: 'OK' as const, sinistri: [] };
        const { dossierId } = request.body;
        if (dossierId !== undefined) {
          await ownDossier(db, clientId, dossierId, 'sinistri');
          const rows = await claimsOfDossier(db, clientId, dossierId);
          return { status: 'OK' as const, sinistri: rows.map((row) => row.sinistro) };
        }
        // The full list leaves out claims whose data the agency is refreshing right now.
        const rows = await claimsOfClient(db, clientId);
        return {
          status: 'OK' as const,
          sinistri: rows.filter((row) => isReadable(row.locks, 'sinistri')).map((row) => row.sinistro),
        };
      },
    );

    app.post(
      ApiPath.getSinistro,
      { schema: { body: sinistroRequest, response: { 200: sinistroReply } }, config: { access: 'user' } },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const row =
          clientId === null ? undefined : await claimOfClient(db, clientId, request.body.sinistroID);
        if (!row) throw notFound();
        assertReadable(row.locks, 'sinistri');
        return { status: 'OK' as const, sinistro: row.sinistro };
      },
    );
  };
