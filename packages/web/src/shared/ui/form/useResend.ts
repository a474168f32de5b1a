import { useState } from 'react';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { SMS_RESEND_WAIT_MS } from '@/shared/forms/resendCountdown';
import { useResendCountdown } from '@/shared/forms/useResendCountdown';
import { resendErrorMessage } from '@/shared/messages';
import { useOutcome } from './useOutcome';

interface ResendOptions {
  send: () => Promise<unknown>;
  /** The confirmation shown once sent. */
  done: string;
  channel: 'email' | 'sms';
  /** Waits 60 seconds after the page appears and after each resend (SPEC §9 for the SMS, the e-mail alike). */
  countdown?: boolean;
}

/** The "send the code again" action of the code forms: its busy state, its wait and its outcome. */
export function useResend({ send, done, channel, countdown = false }: ResendOptions) {
  const { outcome, show, clear } = useOutcome();
  const [resending, setResending] = useState(false);
  const { secondsLeft, restart } = useResendCountdown(countdown ? SMS_RESEND_WAIT_MS : 0);
  const waiting = secondsLeft > 0;

  async function onResend() {
    // aria-disabled rather than disabled: the action stays focusable, and its wait is read with it.
    if (waiting || resending) return;
    clear();
    setResending(true);
    try {
      await send();
      if (countdown) restart();
      show('success', done);
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', resendErrorMessage(errorCodeOf(error), channel));
    } finally {
      setResending(false);
    }
  }

  return { outcome, resending, secondsLeft, waiting, onResend };
}

export type Resend = ReturnType<typeof useResend>;
