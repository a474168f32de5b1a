// The front door of `privacy`: the privacy templates and the client's consents.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { PrivacyTemplateAdmin } from './admin.js';
import { privacyRoutes } from './routes.js';
import { privacyStaffRoutes } from './staff-routes.js';

export { PrivacyTemplateAdmin } from './admin.js';
export { matchConsents, refusesNecessary } from './consents.js';
export {
  DEFAULT_PRIVACY_NOTICE,
  ensurePrivacyNotice,
  type PrivacyNoticeState,
  privacyNoticeInForce,
} from './default-notice.js';
export { consentHistoryOfUser, findTemplate, insertConsent, pendingPrivacyTypes } from './queries.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: {
  db: Db;
  clock: Clock;
  templates: PrivacyTemplateAdmin;
}): FastifyPluginAsync[] => [privacyRoutes(parts.db, parts.clock), privacyStaffRoutes(parts.templates)];
