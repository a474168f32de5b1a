import { STEP_UP_MINUTES } from '@area-clienti/contract';

/**
 * Whether a second factor given at `givenAt` still opens the calls that need a step-up: given within the
 * last STEP_UP_MINUTES (docs/decisions/0092). The route helper checks the rows marked `stepUp`; a service
 * checks it where only some calls of a row need it (changing a verified mobile).
 */
export const isFresh = (givenAt: Date | null | undefined, now: Date) =>
  givenAt != null && now.getTime() - givenAt.getTime() <= STEP_UP_MINUTES * 60_000;
