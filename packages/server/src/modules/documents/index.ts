// The front door of `documents`: a client's documents, one by one or zipped.
export { documentsOfClient, riskCertificateOfDossier } from './queries.js';
export { documentRoutes } from './routes.js';
