// The front door of `profile`: a client's personal data, addresses and settings.
export { addressesOfClient, clientRecord } from './queries.js';
export { profileRoutes } from './routes.js';
