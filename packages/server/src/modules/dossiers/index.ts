// The front door of `dossiers`: a client's policies and their tabs. Documents and claims check their
// dossier through `ownDossier`; the tab rules stay in tabs.ts, which the mutation tests aim at.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { dossierRoutes, type RiskCertificateOf } from './routes.js';

export { assertReadable, isReadable, ownDossier } from './access.js';
export {
  type GlanceDossierRow,
  type GlanceMovimentoRow,
  glanceDossiersOfClient,
  glanceMovimentiOfClient,
} from './glance-queries.js';
export {
  type InstalmentOfClient,
  instalmentOfClient,
  isDossierOfClient,
  isReadableDossierOfClient,
} from './instalment-queries.js';
export { toDatoTecnico, toDossier } from './mapping.js';
export {
  datiTecniciOfDossier,
  garanzieOfDossier,
  listDossiersOfClient,
  movimentiOfDossier,
  nucleoOfDossier,
  ownPolicy,
  riserveOfDossier,
} from './queries.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { db: Db; riskCertificateOf: RiskCertificateOf }): FastifyPluginAsync[] => [
  dossierRoutes(parts.db, parts.riskCertificateOf),
];
