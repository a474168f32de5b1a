import type { UserStatusReply } from '@area-clienti/contract';
import { paths } from '../routes';

export type LoginMode = 'login' | 'sso';

export type PostLoginOutcome =
  /** Leave for this path. */
  | { kind: 'navigate'; to: string }
  /** Stay on the login form with the group error (SPEC §8): the user cannot be let in. */
  | { kind: 'groupError' };

type StatusForDecision = Pick<
  UserStatusReply,
  'user' | 'privacyUpdates' | 'messageToShow' | 'passwordUpdate'
>;

/** SPEC §4 "Post-login flow": where a freshly logged-in user goes, from their status. */
export function decidePostLogin(status: StatusForDecision, mode: LoginMode): PostLoginOutcome {
  const { user } = status;
  if (!user) return { kind: 'navigate', to: paths.logout() };

  if (!user.enabled || !user.onboardCompleted || !user.phoneVerified) {
    // Onboarding is over, yet the agency has not enabled the user: registration cannot help.
    if (!user.enabled && user.onboardCompleted && user.phoneVerified) {
      return mode === 'sso' ? { kind: 'navigate', to: paths.loginMessage('0012') } : { kind: 'groupError' };
    }
    return { kind: 'navigate', to: paths.registration() };
  }

  const [firstPrivacy] = status.privacyUpdates;
  if (firstPrivacy !== undefined) return { kind: 'navigate', to: paths.loginPrivacy(firstPrivacy) };
  if (status.messageToShow) return { kind: 'navigate', to: paths.loginMessages() };
  if (status.passwordUpdate) return { kind: 'navigate', to: paths.loginPasswordChange() };
  return { kind: 'navigate', to: paths.home() };
}
