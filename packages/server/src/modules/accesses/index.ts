// The front door of `accesses`: a client's sessions (who logged in, from where) and ending them.
export { type SessionLimits, toAccesso } from './accesses.js';
export { sessionsOfUser } from './queries.js';
export { accessRoutes } from './routes.js';
