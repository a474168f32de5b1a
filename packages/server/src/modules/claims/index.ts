// The front door of `claims`: a client's claims (sinistri), read through their dossier's access rules.
export { claimOfClient, claimsOfClient } from './queries.js';
export { claimRoutes } from './routes.js';
