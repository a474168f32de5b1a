import type { UserStatusReply } from '@area-clienti/contract';
import { paths, RoutePattern } from '@/shared/routes';

export type LoginMode = 'login' | 'sso';

/** The /login/{code} of a single sign-on refused because the user is not enabled (SPEC §2). */
export const SSO_NOT_ENABLED_CODE = '0012';

export type PostLoginOutcome =
  /** Leave for this path. */
  | { kind: 'navigate'; to: string }
  /** Stay on the login form with the group error (SPEC §8): the user cannot be let in. */
  | { kind: 'groupError' }
  /** Single sign-on of a user who is not enabled: forget the new session and leave for this path. */
  | { kind: 'refused'; to: string };

type StatusForDecision = Pick<
  UserStatusReply,
  'user' | 'privacyUpdates' | 'messageToShow' | 'passwordUpdate'
>;

/**
 * SPEC §4 "Post-login flow": where a freshly logged-in user goes, from their status. `staff` (Superuser or
 * Staff): an account the agency made, whose unverified mobile is confirmed on its own page rather than in
 * the client's registration (docs/decisions/0131).
 */
export function decidePostLogin(status: StatusForDecision, mode: LoginMode, staff = false): PostLoginOutcome {
  const { user } = status;
  if (!user) return { kind: 'navigate', to: paths.logout() };

  // SPEC §2 /inbanklogin: "except that enabled = false leads to /login/0012".
  if (mode === 'sso' && !user.enabled) {
    return { kind: 'refused', to: paths.loginMessage(SSO_NOT_ENABLED_CODE) };
  }
  if (staff && user.enabled && user.onboardCompleted && !user.phoneVerified) {
    return { kind: 'navigate', to: paths.staffPhone() };
  }
  if (!user.enabled || !user.onboardCompleted || !user.phoneVerified) {
    // Onboarding is over, yet the agency has not enabled the user: registration cannot help.
    if (!user.enabled && user.onboardCompleted && user.phoneVerified) return { kind: 'groupError' };
    return { kind: 'navigate', to: paths.registration() };
  }

  const [firstPrivacy] = status.privacyUpdates;
  if (firstPrivacy !== undefined) return { kind: 'navigate', to: paths.loginPrivacy(firstPrivacy) };
  if (status.messageToShow) return { kind: 'navigate', to: paths.loginMessages() };
  if (status.passwordUpdate) return { kind: 'navigate', to: paths.loginPasswordChange() };
  return { kind: 'navigate', to: paths.home() };
}

/** A post-login step just completed by the user (the forced password change ends at /m/M0001 instead). */
export type CompletedStep =
  | { kind: 'privacy'; privacyType: string }
  | { kind: 'message' }
  | { kind: 'staffPhone' };

/**
 * Where to go after a post-login step ("continue"): the status, read again, decides as after the login,
 * except that the step just completed counts as done even if the status still lists it. An always-show
 * message stays "to show" for the next login, and must not send the user back to itself now.
 * A user who cannot be let in any more leaves through /logout.
 */
export function decideAfterStep(status: StatusForDecision, completed: CompletedStep, staff = false): string {
  const remaining: StatusForDecision =
    completed.kind === 'privacy'
      ? { ...status, privacyUpdates: status.privacyUpdates.filter((t) => t !== completed.privacyType) }
      : completed.kind === 'message'
        ? { ...status, messageToShow: false }
        : status;
  const outcome = decidePostLogin(remaining, 'login', staff);
  return outcome.kind === 'navigate' ? outcome.to : paths.logout();
}

/**
 * The post-login steps' pages (SPEC §2): /login-privacy/{type}, /login-messages/, /login-password-change/;
 * and ours, a staff member's mobile to confirm (docs/decisions/0131).
 */
const POST_LOGIN_STEP_PREFIXES = [
  '/login-privacy/',
  '/login-messages',
  '/login-password-change',
  RoutePattern.staffPhone,
];

export const isPostLoginStep = (path: string) =>
  POST_LOGIN_STEP_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Where a logged-in user may not go while a post-login step is pending: anywhere but the step itself
 * (and the way out). Returns the step to go back to, or null.
 */
export function pendingStepRedirect(pathname: string, pendingStep: string | null): string | null {
  if (!pendingStep) return null;
  const trimmed = (path: string) => path.replace(/\/+$/, '');
  if (trimmed(pathname) === trimmed(pendingStep) || pathname.startsWith(paths.logout())) return null;
  return pendingStep;
}
