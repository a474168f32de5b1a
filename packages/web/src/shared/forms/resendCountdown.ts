/** SPEC §9: resending the SMS waits 60,000 ms after the page loads and after each resend. */
export const SMS_RESEND_WAIT_MS = 60_000;

/** Whole seconds left before a resend is allowed, rounded up; 0 means allowed now. */
export function secondsUntilResend(startedAt: number, now: number, waitMs = SMS_RESEND_WAIT_MS): number {
  // A clock set back while waiting must not lengthen the wait.
  const left = Math.min(waitMs, startedAt + waitMs - now);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * When the page should next look at the clock: at the next whole-second boundary of the countdown
 * (so the number shown never lags), or never once the wait is over.
 */
export function msUntilNextTick(startedAt: number, now: number, waitMs = SMS_RESEND_WAIT_MS): number | null {
  const left = startedAt + waitMs - now;
  if (left <= 0) return null;
  const partial = left % 1000;
  return partial === 0 ? 1000 : partial;
}
