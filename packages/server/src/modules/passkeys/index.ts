// The front door of `passkeys`: WebAuthn credentials a client adds in the profile and signs in with
// (issue 20, docs/decisions/0093). It owns the tables `passkeys` and `passkey_challenges`.
import type { FastifyPluginAsync } from 'fastify';
import { passkeyRoutes } from './routes.js';
import type { PasskeyService } from './service.js';

export { type PasskeyRow, passkeysOfUser } from './queries.js';
export { relyingPartyOf } from './relying-party.js';
export { PASSKEY_LOGIN_ADDRESS_RULE, PASSKEY_OPTIONS_ADDRESS_RULE, PasskeyService } from './service.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (parts: { passkeys: PasskeyService }): FastifyPluginAsync[] => [
  passkeyRoutes(parts.passkeys),
];
