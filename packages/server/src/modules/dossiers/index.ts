// The front door of `dossiers`: a client's policies and their tabs. Documents and claims check their
// dossier through `ownDossier`; the tab rules stay in tabs.ts, which the mutation tests aim at.
export { assertReadable, isReadable, ownDossier } from './access.js';
export { toDatoTecnico, toDossier } from './mapping.js';
export {
  datiTecniciOfDossier,
  garanzieOfDossier,
  listDossiersOfClient,
  movimentiOfDossier,
  nucleoOfDossier,
  riserveOfDossier,
} from './queries.js';
export { dossierRoutes, type RiskCertificateOf } from './routes.js';
