import { ApiPath } from '@area-clienti/contract';
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

let homeCodeLoader: () => void = () => {};

/** The app registers how to download the home's code (its chunks: the app owns the router). */
export function setHomeCodeLoader(loader: () => void) {
  homeCodeLoader = loader;
}

/**
 * Starts what the home needs before it is shown (issue 20): its code as soon as a login is under way (the
 * first focus on the form), so it arrives while the password is typed and checked.
 */
export const preloadHomeCode = () => homeCodeLoader();

/**
 * Asks the reads a page makes as it opens, with the session's token, before its code has arrived: the
 * page's calls take the replies (api.prefetch). After a login, the home's, beside the user status; on
 * opening the app, those of the page opened.
 */
export function prefetchPageData(pathname: string) {
  if (!session.isValid()) return;
  api.prefetch(ApiPath.getAnagrafica, {}); // the name in the header, on every client page
  if (pathname === '/') {
    api.prefetch(ApiPath.getDossierList, {});
    api.prefetch(ApiPath.getInEvidenza, {});
    return;
  }
  const policy = /^\/polizza\/(\d{1,10})$/.exec(pathname);
  const dossierId = Number(policy?.[1]);
  if (policy && dossierId > 0 && dossierId <= 2_147_483_647) {
    api.prefetch(ApiPath.getDossier, { dossierId });
    api.prefetch(ApiPath.getDossierTabs, { dossierId });
  }
}
