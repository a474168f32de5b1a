import { session } from '../session';
import { createApiClient } from './client';

export type { ApiClient, CallOptions } from './client';
export { ApiError, ClientErrorCode, errorCodeOf, isLocked, isNotFound } from './errors';

type SessionErrorHandler = (routeCode: string, code: string) => void;
let sessionErrorHandler: SessionErrorHandler = () => {};

/** The app registers how to leave for /login/{code} (it owns the router). */
export function setSessionErrorHandler(handler: SessionErrorHandler) {
  sessionErrorHandler = handler;
}

/** The app's one API client. */
export const api = createApiClient({
  getToken: () => session.read()?.token ?? null,
  clearSession: () => session.clear(),
  onSessionError: (routeCode, code) => sessionErrorHandler(routeCode, code),
});
