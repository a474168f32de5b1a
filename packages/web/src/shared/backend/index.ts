import { type ApiErrorCode, createApiClient } from '@/shared/api';
import { session } from '@/shared/session';

/*
 * Where the API client meets the session, which know nothing of each other: the app's one client sends the
 * session's token, and forgets the session on a session error before leaving for /login/{code} (SPEC §7).
 */

type SessionErrorHandler = (routeCode: string, code: ApiErrorCode) => void;
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
