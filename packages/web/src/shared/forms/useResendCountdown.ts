import { useCallback, useEffect, useState } from 'react';
import { msUntilNextTick, SMS_RESEND_WAIT_MS, secondsUntilResend } from './resendCountdown';

/** Seconds left before the SMS may be resent, counting from the mount and from each `restart`. */
export function useResendCountdown(waitMs = SMS_RESEND_WAIT_MS) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);

  useEffect(() => {
    const delay = msUntilNextTick(startedAt, now, waitMs);
    if (delay === null) return;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [startedAt, now, waitMs]);

  const restart = useCallback(() => {
    const time = Date.now();
    setStartedAt(time);
    setNow(time);
  }, []);

  return { secondsLeft: secondsUntilResend(startedAt, now, waitMs), restart };
}
