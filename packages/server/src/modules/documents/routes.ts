import { buffer } from 'node:stream/consumers';
import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { claimOfClient } from '../claims/index.js';
import { assertReadable, isReadable, ownDossier } from '../dossiers/index.js';
import { documentsArchive } from './archive.js';
import { documentFileOfClient, documentsOfClaim, documentsOfClient, documentsOfDossier } from './queries.js';

/** `files`: where the documents' files are kept; the app's own database unless told otherwise. */
export const documentRoutes =
  (db: Db, files: FileStorage): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getDocumenti, async ({ identity: { clientId }, body: { type, id } }) => {
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
    });

    /** One of the client's documents and its file, checked: another client's answers like a missing one. */
    const ownDocument = async (clientId: number | null, documentID: number) => {
      const row = clientId === null ? undefined : await documentFileOfClient(db, clientId, documentID);
      if (!row) throw notFound();
      assertReadable(row, 'documenti');
      const file = row.fileId ? await files.get(row.fileId) : undefined;
      if (!file) throw notFound();
      return { ...row, stream: file.stream };
    };

    route(app, endpoints.getDocumento, async ({ identity: { clientId }, body }) => {
      const row = await ownDocument(clientId, body.documentID);
      return {
        documento: {
          type: row.mimeType,
          name: row.name,
          content: (await buffer(row.stream)).toString('base64'),
        },
      };
    });

    route(app, endpoints.getDocumentoFile, async ({ identity: { clientId }, body }) => {
      const row = await ownDocument(clientId, body.documentID);
      return { name: row.name, type: row.mimeType, content: row.stream };
    });

    route(app, endpoints.getDocumentiZip, async ({ identity: { clientId }, body }) => ({
      name: 'documenti.zip',
      content: await documentsArchive(db, files, clientId, body.documentIDs),
    }));
  };
