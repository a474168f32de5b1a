import { CLIENT_DOCUMENTS_PAGE, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { type StaffScope, scopeOf } from '../../shared/staff-scope.js';
import { assertReadable } from '../dossiers/index.js';
import { clientIdOfAgencyId } from '../profile/index.js';
import { documentFileOfClient, documentsPageOfClient } from './queries.js';

/** The client of the console's page, in the caller's scope: another branch's is a missing one (decisions/0158). */
async function clientOf(db: Db, agencyId: string, scope: StaffScope): Promise<number> {
  const clientId = await clientIdOfAgencyId(db, agencyId, scope);
  if (clientId === undefined) throw notFound();
  return clientId;
}

/**
 * The console's page of a client (issue 37 item 6): the client's documents a page at a time, and each
 * document's file as the client downloads it (not audited, as the staff's other downloads: a report's PDF
 * and files; the page's opening is).
 */
export const documentStaffRoutes =
  (db: Db, files: FileStorage): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getClientDocuments, async ({ identity, body }) => {
      const clientId = await clientOf(db, body.clientId, scopeOf(identity));
      const limit = body.limit ?? CLIENT_DOCUMENTS_PAGE;
      const rows = await documentsPageOfClient(db, clientId, { after: body.after, limit: limit + 1 });
      const page = rows.slice(0, limit).map((row) => row.documento);
      return { documenti: page, next: rows.length > limit ? (page.at(-1)?.documentID ?? null) : null };
    });

    route(app, endpoints.getClientDocumentFile, async ({ identity, body }) => {
      const clientId = await clientOf(db, body.clientId, scopeOf(identity));
      const row = await documentFileOfClient(db, clientId, body.documentID);
      if (!row) throw notFound();
      assertReadable(row, 'documenti');
      const file = row.fileId ? await files.get(row.fileId) : undefined;
      if (!file) throw notFound();
      return { name: row.name, type: row.mimeType, content: file.stream };
    });
  };
