// The front door of `auth`: login, sessions (it owns the `sessions` table: accesses and my-data list them
// here, the admin page counts them here) and passwords. The password rules are re-exported from their
// own file (password-policy.ts), which the mutation tests aim at.
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './routes.js';
import type { AuthService } from './service.js';
import type { SessionStore } from './sessions.js';

export { TrustedDevices } from './devices.js';
export { sessionOpened } from './opened.js';
export {
  assertAcceptablePassword,
  assertPasswordRule,
  DEMO_PASSWORD,
  isAcceptablePassword,
} from './password-policy.js';
export { HASHING_AT_ONCE, hashPassword, verifyPassword } from './passwords.js';
export { liveSessionCount, type SessionRow, sessionsOfUser } from './queries.js';
export {
  AuthService,
  LOGIN_ACCOUNT_ADDRESS_RULE,
  LOGIN_ACCOUNT_RULE,
  type OpenedSession,
} from './service.js';
export { SessionStore } from './sessions.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { auth: AuthService; sessions: SessionStore }): FastifyPluginAsync[] => [
  authRoutes(parts.auth, parts.sessions),
];
