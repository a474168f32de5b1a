// The front door of `my-data`: everything the house keeps about a client, as a PDF (GDPR art. 15).
export { myDataRoutes } from './routes.js';
