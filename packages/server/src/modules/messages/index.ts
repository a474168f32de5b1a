// The front door of `messages`: the login messages the agency publishes and the client reads.
export { LoginMessageAdmin } from './admin.js';
export { nextLoginMessage } from './queries.js';
export { messageRoutes } from './routes.js';
export { messageStaffRoutes } from './staff-routes.js';
