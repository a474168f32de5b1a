import { type ApiErrorCode, createApiClient } from '@/shared/api';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { createIdleClock } from '@/shared/session/idle';
import { startTabs } from '@/shared/session/tabs';

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

type SessionEndedHandler = () => void;
let sessionEndedHandler: SessionEndedHandler = () => {};

/** The app registers how to leave for /login when another tab ended the session (a logout). */
export function setSessionEndedHandler(handler: SessionEndedHandler) {
  sessionEndedHandler = handler;
}

/** When the session ends if nothing more is done (the idle warning reads it). */
export const idleClock = createIdleClock();

/** The other tabs of this browser: a new one is handed the session, a logout ends it in all. */
export const tabs = startTabs(session, {
  onEnded: () => sessionEndedHandler(),
  onActivity: (idleEndsAt) => idleClock.set(idleEndsAt),
});
session.subscribe(() => {
  if (!session.read()) idleClock.set(null);
});

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
  onSessionSeconds: (seconds) => {
    const token = session.read()?.token;
    if (!token) return;
    const endsAt = Date.now() + seconds * 1000;
    idleClock.set(endsAt);
    tabs.announceActivity(token, endsAt);
  },
});
