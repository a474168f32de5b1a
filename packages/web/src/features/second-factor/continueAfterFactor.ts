import { type EnterResult, enterAfterFactor } from '@/shared/backend/enter';
import { session } from '@/shared/session';

/**
 * After a right code of the second factor: the post-login flow goes on as after a login without it, to the
 * page asked for before the login (docs/decisions/0091).
 */
export function continueAfterFactor(): Promise<EnterResult> {
  session.setPendingStep(null);
  return enterAfterFactor({ mode: 'login', returnTo: session.takeReturnTo() });
}
