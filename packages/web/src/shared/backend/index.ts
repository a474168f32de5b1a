import { type ApiErrorCode, createApiClient } from '@/shared/api';
import { paths } from '@/shared/routes';
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

type PendingStepHandler = (path: string) => void;
let pendingStepHandler: PendingStepHandler = () => {};

/** The app registers how to go to a post-login step the server says is pending. */
export function setPendingStepHandler(handler: PendingStepHandler) {
  pendingStepHandler = handler;
}

let unloading = false;
// A request the browser cuts because the page is being left (a reload, a typed address) is no outage.
globalThis.addEventListener?.('pagehide', () => {
  unloading = true;
});
globalThis.addEventListener?.('pageshow', () => {
  unloading = false;
});

/** The app's one API client. */
export const api = createApiClient({
  isUnloading: () => unloading,
  getToken: () => session.read()?.token ?? null,
  clearSession: () => session.clear(),
  onSessionError: (routeCode, code) => sessionErrorHandler(routeCode, code),
  // The server serves no client data before the password change the agency asked for (docs/decisions/0040).
  // A step already pending (the privacy update, a message) comes before it, as SPEC §4 orders them.
  onPasswordUpdatePending: () => {
    const step = session.pendingStep() ?? paths.loginPasswordChange();
    session.setPendingStep(step);
    pendingStepHandler(step);
  },
});
