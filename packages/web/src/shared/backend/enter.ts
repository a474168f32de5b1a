import {
  ApiPath,
  plainOkReply,
  type SessionUser,
  type UserStatusReply,
  userStatusReply,
} from '@area-clienti/contract';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { loginMessages, text } from '@/shared/messages';
import { safeReturnPath } from '@/shared/returnPath';
import { paths, RoutePattern } from '@/shared/routes';
import {
  type CompletedStep,
  decideAfterStep,
  decidePostLogin,
  isPostLoginStep,
  type LoginMode,
  SSO_NOT_ENABLED_CODE,
  session,
} from '@/shared/session';
import { landingPath, reachesAdmin } from '@/shared/session/guards';
import { api, prefetchPageData, preloadHomeCode } from './index';

/*
 * The steps every way in shares once it holds a token (login, invite, single sign-on), and the
 * continuation after each post-login step. Kept apart from ./index: it carries the contract's schemas
 * (zod), which the login page's first load must not download.
 */

export const getUserStatus = (signal?: AbortSignal) =>
  api.call(ApiPath.getUserStatus, {}, userStatusReply, { signal });

/** Revokes the token; its failure changes nothing for the user, so it never redirects. */
export const postLogout = () => api.call(ApiPath.logout, {}, plainOkReply, { redirectOn: [] });

/** Keeps the status' e-mail and phone beside the session (SPEC §3). */
export function rememberStatus(status: Pick<UserStatusReply, 'email' | 'user'>) {
  session.setStatus({ email: status.email, phone: status.user?.phone ?? null });
}

export type EnterResult =
  | { kind: 'navigate'; to: string }
  | { kind: 'error'; message: string }
  /** The API client has already left for /login/{code} (SPEC §7). */
  | { kind: 'redirected' };

/** Forgets a session that must not go on, revoking its token first (the call reads it synchronously). */
export function endSession() {
  const revoking = postLogout().catch(() => undefined);
  session.clear();
  return revoking;
}

interface EnterOptions {
  mode: LoginMode;
  /** The id typed in the login form: an e-mail raises the UserID notice (docs/decisions/0005). */
  loginId?: string;
  /** The page asked for before the login (`?ritorno=`), opened instead of the home (decisions/0089). */
  returnTo?: string | null;
  /** The session waits for the second factor, or its set-up (the login's `secondFactor`, decisions/0091). */
  secondFactor?: 'verify' | 'setup';
}

/**
 * SPEC §4 "Post-login flow": store the session, read the user status, decide where to go.
 * A user who cannot be let in gets the group error (login, invite) or /login/0012 (single sign-on),
 * and the fresh token is revoked.
 */
export async function enterWithToken(
  token: string,
  user: SessionUser,
  { mode, loginId, returnTo, secondFactor }: EnterOptions,
): Promise<EnterResult> {
  if (!user.active) {
    return mode === 'sso'
      ? { kind: 'navigate', to: paths.loginMessage(SSO_NOT_ENABLED_CODE) }
      : { kind: 'error', message: loginMessages.group };
  }
  session.start(token, user);
  // Nothing else answers until the factor is given (decisions/0091): its page first, the rest after it.
  if (secondFactor) return waitForFactor(secondFactor === 'setup', returnTo);
  return enterAfterFactor({ mode, loginId, returnTo });
}

/** The post-login flow of a whole session: its status, the steps, the page asked for or the home. */
export async function enterAfterFactor({ mode, loginId, returnTo }: EnterOptions): Promise<EnterResult> {
  // The home's code and data are asked now, beside the status that decides whether the home comes next:
  // no call waits for another it does not need (issue 20). The agency's staff land on the console.
  const staff = reachesAdmin(session);
  if (!staff) {
    preloadHomeCode();
    prefetchPageData(safeReturnPath(returnTo) ?? paths.home());
  }

  let status: UserStatusReply;
  try {
    status = await getUserStatus();
  } catch (error) {
    if (redirectedBySession(error)) return { kind: 'redirected' };
    // A way in whose reply does not say it (an invite, single sign-on): the session waits for the factor.
    // SECONDFACTOR_001 (ErrorCode.SECONDFACTOR_PENDING), spelled out: the contract's object is not here.
    if (errorCodeOf(error) === 'SECONDFACTOR_001') return waitForFactor(false, returnTo);
    await endSession();
    return { kind: 'error', message: text.loadError };
  }
  rememberStatus(status);

  const outcome = decidePostLogin(status, mode, staff);
  if (outcome.kind === 'groupError') {
    await endSession();
    return { kind: 'error', message: loginMessages.group };
  }
  if (outcome.kind === 'refused') {
    await endSession();
    return { kind: 'navigate', to: outcome.to };
  }
  if (mode === 'login' && loginId?.includes('@')) session.setNotice('emailLogin', true);
  if (status.loginWarning) session.setNotice('loginWarning', true);
  // A client with neither the app nor a passkey is offered them on the home, as a card to dismiss for good,
  // never as a page between the login and the home (SPEC §4 "else go to /"; docs/decisions/0150).
  session.setNotice('secondFactorOffer', !staff && status.secondFactorOffer === true);
  keepInPendingStep(outcome.to);
  // The page asked for comes after the post-login steps, in place of the home they end on.
  const asked = safeReturnPath(returnTo);
  if (asked && outcome.to === paths.home()) return { kind: 'navigate', to: asked };
  session.setReturnTo(asked && isPostLoginStep(outcome.to) ? asked : null);
  return outcome.to === paths.home() ? { kind: 'navigate', to: landingPath(session) } : outcome;
}

/** The second factor's page (or its set-up's) is the step to finish; the page asked for comes after it. */
function waitForFactor(setup: boolean, returnTo?: string | null): EnterResult {
  const step = setup ? RoutePattern.secondFactorSetup : RoutePattern.secondFactor;
  session.setPendingStep(step);
  session.setReturnTo(safeReturnPath(returnTo));
  return { kind: 'navigate', to: step };
}

/** A post-login step to finish is remembered: until it is done, every other page leads back to it. */
function keepInPendingStep(destination: string) {
  session.setPendingStep(isPostLoginStep(destination) ? destination : null);
}

/**
 * The forced password change is done: the client's pages open again. Answers the page asked for before the
 * login, if any, to open in place of the home.
 */
export function finishPendingSteps(): string | null {
  session.setPendingStep(null);
  return safeReturnPath(session.takeReturnTo());
}

/** "Continue" after a post-login step: the status, read again, decides (docs/decisions/0021). */
export async function continueAfterStep(completed: CompletedStep): Promise<string> {
  const status = await getUserStatus();
  rememberStatus(status);
  const next = decideAfterStep(status, completed, reachesAdmin(session));
  keepInPendingStep(next);
  if (next !== paths.home()) return next;
  return safeReturnPath(session.takeReturnTo()) ?? landingPath(session);
}
