// The front door of `privacy`: the privacy templates and the client's consents.
export { PrivacyTemplateAdmin } from './admin.js';
export { matchConsents } from './consents.js';
export { findTemplate } from './queries.js';
export { privacyRoutes } from './routes.js';
export { privacyStaffRoutes } from './staff-routes.js';
