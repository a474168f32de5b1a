// The front door of `recovery`: a forgotten password, reset through a code.
export { recoveryRoutes } from './routes.js';
export { RecoveryService } from './service.js';
