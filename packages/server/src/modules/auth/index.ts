// The front door of `auth`: login, sessions and passwords. The password rules are re-exported from their
// own file (password-policy.ts), which the mutation tests aim at.
export { TrustedDevices } from './devices.js';
export { sessionOpened } from './opened.js';
export { isAcceptablePassword } from './password-policy.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { authRoutes } from './routes.js';
export {
  AuthService,
  LOGIN_ACCOUNT_ADDRESS_RULE,
  LOGIN_ACCOUNT_RULE,
  type OpenedSession,
} from './service.js';
export { SessionStore } from './sessions.js';
