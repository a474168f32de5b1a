// The front door of `sso`: single sign-on from the agency's own site.
export { decodeSsoKey, loadSsoKey } from './key.js';
export { ssoRoutes } from './routes.js';
export { SsoService } from './service.js';
export { makeSsoToken } from './token.js';
