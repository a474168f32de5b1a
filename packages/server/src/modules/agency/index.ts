// The front door of `agency`: the agency's own details for the web (branch, contacts).
export { agencyRoutes } from './routes.js';
export { agencyStaffRoutes } from './staff-routes.js';
