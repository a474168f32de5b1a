import {
  ApiPath,
  documentiReply,
  documentiRequest,
  documentiZipRequest,
  documentoReply,
  documentoRequest,
  ErrorCode,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionFileRoute, sessionRoute } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';
import { claimOfClient } from '../claims/index.js';
import { assertReadable, isReadable, ownDossier } from '../dossiers/index.js';
import { documentsArchive } from './archive.js';
import { documentFileOfClient, documentsOfClaim, documentsOfClient, documentsOfDossier } from './queries.js';

const errors = [ErrorCode.NOT_FOUND, ErrorCode.DATA_LOCKED];

export const documentRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getDocumenti,
      {
        access: 'user',
        body: documentiRequest,
        reply: documentiReply,
        notes: "`{}` for all the client's documents, or `type` (`dossier` or `sinistro`) with `id`.",
        errors,
      },
      async ({ identity: { clientId }, body: { type, id } }) => {
        if (clientId === null) {
          if (type !== undefined) throw notFound();
          return { documenti: [] };
        }
        if (type === 'dossier' && id !== undefined) {
          await ownDossier(db, clientId, id, 'documenti');
          const rows = await documentsOfDossier(db, clientId, id);
          return { documenti: rows.map((row) => row.documento) };
        }
        if (type === 'sinistro' && id !== undefined) {
          const claim = await claimOfClient(db, clientId, id);
          if (!claim) throw notFound();
          assertReadable(claim.locks, 'documenti');
          const rows = await documentsOfClaim(db, clientId, id);
          return { documenti: rows.map((row) => row.documento) };
        }
        // The full list leaves out documents whose data the agency is refreshing right now.
        const rows = await documentsOfClient(db, clientId);
        return {
          documenti: rows.filter((row) => isReadable(row.locks, 'documenti')).map((row) => row.documento),
        };
      },
    );

    sessionRoute(
      app,
      ApiPath.getDocumento,
      {
        access: 'user',
        body: documentoRequest,
        reply: documentoReply,
        notes: '`type` is the MIME type, `content` the file in base64.',
        errors,
      },
      async ({ identity: { clientId }, body }) => {
        const row = clientId === null ? undefined : await documentFileOfClient(db, clientId, body.documentID);
        if (!row) throw notFound();
        assertReadable(row, 'documenti');
        return {
          documento: { type: row.mimeType, name: row.name, content: row.content.toString('base64') },
        };
      },
    );

    sessionFileRoute(
      app,
      ApiPath.getDocumentiZip,
      {
        access: 'user',
        body: documentiZipRequest,
        fileType: 'application/zip',
        notes:
          "`documentIDs`: 1 to 50 of the client's documents (the same id twice is one file). The reply is the " +
          'ZIP itself, `documenti.zip`, one file per document under its name (a second file of the same name ' +
          'gets " (2)"). Every id is checked first: one not the client\'s, or missing, answers `NOTFOUND_001` ' +
          'as `getDocumento` does, one whose policy is being refreshed `DATALOCKED`; never a partial ZIP.',
        errors,
      },
      async ({ identity: { clientId }, body }) => ({
        name: 'documenti.zip',
        content: await documentsArchive(db, clientId, body.documentIDs),
      }),
    );
  };
