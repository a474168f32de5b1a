import {
  ApiPath,
  documentiReply,
  documentiRequest,
  documentoReply,
  documentoRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { assertOwnUserId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { claimOfClient } from '../claims/queries.js';
import { assertReadable, isReadable, ownDossier } from '../dossiers/access.js';
import { documentFileOfClient, documentsOfClaim, documentsOfClient, documentsOfDossier } from './queries.js';

export const documentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.getDocumenti,
      { schema: { body: documentiRequest, response: { 200: documentiReply } }, config: { access: 'user' } },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const { type, id } = request.body;
        if (clientId === null) {
          if (type !== undefined) throw notFound();
          return { status: 'OK' as const, documenti: [] };
        }
        if (type === 'dossier' && id !== undefined) {
          await ownDossier(db, clientId, id, 'documenti');
          const rows = await documentsOfDossier(db, clientId, id);
          return { status: 'OK' as const, documenti: rows.map((row) => row.documento) };
        }
        if (type === 'sinistro' && id !== undefined) {
          const claim = await claimOfClient(db, clientId, id);
          if (!claim) throw notFound();
          assertReadable(claim.locks, 'documenti');
          const rows = await documentsOfClaim(db, clientId, id);
          return { status: 'OK' as const, documenti: rows.map((row) => row.documento) };
        }
        // The full list leaves out documents whose data the agency is refreshing right now.
        const rows = await documentsOfClient(db, clientId);
        return {
          status: 'OK' as const,
          documenti: rows.filter((row) => isReadable(row.locks, 'documenti')).map((row) => row.documento),
        };
      },
    );

    app.post(
      ApiPath.getDocumento,
      { schema: { body: documentoRequest, response: { 200: documentoReply } }, config: { access: 'user' } },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const row =
          clientId === null ? undefined : await documentFileOfClient(db, clientId, request.body.documentID);
        if (!row) throw notFound();
        assertReadable(row, 'documenti');
        return {
          status: 'OK' as const,
          documento: { type: row.mimeType, name: row.name, content: row.content.toString('base64') },
        };
      },
    );
  };
