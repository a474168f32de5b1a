import { errorCodeOf } from '@/shared/api';

/** SECONDFACTOR_002, spelled here so that this file carries nothing of the contract (it is in every page). */
const STEP_UP = 'SECONDFACTOR_002';

/**
 * Runs a call that may need a step-up (docs/decisions/0092): when it answers SECONDFACTOR_002 the dialog,
 * loaded only then, asks for a code (app, recovery or SMS; without the app, the password typed again is
 * one too: decisions/0130), and the call runs again. Cancelled: the call's error stands.
 */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (errorCodeOf(error) !== STEP_UP) throw error;
    const { askForStepUp } = await import('./StepUpDialog');
    if (!(await askForStepUp())) throw error;
    return call();
  }
}
