// The front door of `documents`: a client's documents, one by one or zipped.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { documentRoutes } from './routes.js';
import { documentStaffRoutes } from './staff-routes.js';

export {
  documentsOfClaim,
  documentsOfClient,
  documentsPageOfClient,
  insertAreaDocument,
  riskCertificateOfDossier,
} from './queries.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db; files: FileStorage }): FastifyPluginAsync[] => [
  documentRoutes(parts.db, parts.files),
  documentStaffRoutes(parts.db, parts.files),
];
