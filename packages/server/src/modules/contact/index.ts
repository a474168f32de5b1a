// The front door of `contact`: a client's (or a visitor's) request to be called back, and its delivery.
export { markContactRequestSent } from './queries.js';
export { listContactRequests } from './requests.js';
export { contactRoutes } from './routes.js';
export { ContactService } from './service.js';
export { contactStaffRoutes } from './staff-routes.js';
