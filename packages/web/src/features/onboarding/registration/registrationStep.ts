import type { UserStatusReply } from '@area-clienti/contract';

/** 1 Dati utente, 2 Verifica e-mail, 3 Cellulare, 4 Verifica cellulare, 5 account created. */
export type RegistrationStep = 1 | 2 | 3 | 4 | 5;

export type StepDecision = { kind: 'step'; step: RegistrationStep } | { kind: 'login' };

type StatusForStep = Pick<UserStatusReply, 'user'>;

/**
 * SPEC §4 "Registration step on load". `status` is null when nobody is logged in.
 * A user whose e-mail and phone are both verified has nothing left to do in the wizard: step 5, whether
 * or not the agency has marked the onboarding complete (docs/decisions/0019).
 */
export function decideRegistrationStep(status: StatusForStep | null, forcedPhone: boolean): StepDecision {
  if (status === null) return { kind: 'step', step: 1 };
  const { user } = status;
  if (!user) return { kind: 'login' };
  if (!user.emailVerified) return { kind: 'step', step: 2 };
  if (!user.phone || forcedPhone) return { kind: 'step', step: 3 };
  if (!user.phoneVerified) return { kind: 'step', step: 4 };
  return { kind: 'step', step: 5 };
}
