// The front door of `admin`: the staff's and the command line's routes.
export { cliRoutes } from './cli-routes.js';
export { contentAdminRoutes } from './content-routes.js';
export { deliveryAdminRoutes } from './delivery-routes.js';
export { adminRoutes } from './routes.js';
export { userAdminRoutes } from './user-routes.js';
