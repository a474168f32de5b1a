// The front door of `users`: what the agency's staff do to accounts, each act in the audit log.
export { UserAdmin } from './admin.js';
export { userStaffRoutes } from './staff-routes.js';
