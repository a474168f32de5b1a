import { sessionErrorRouteCodes } from '@area-clienti/contract';
import { useState } from 'react';
import { errorCodeOf } from '../../api';
import { SMS_RESEND_WAIT_MS } from '../../forms/resendCountdown';
import { useResendCountdown } from '../../forms/useResendCountdown';
import { resendErrorMessage } from '../../messages';
import { redirectedBySession } from '../../session/enter';
import { useOutcome } from './useOutcome';

const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

interface ResendOptions {
  send: () => Promise<unknown>;
  /** The confirmation shown once sent. */
  done: string;
  channel: 'email' | 'sms';
  /** SPEC §9: the SMS waits 60 seconds after the page appears and after each resend. */
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
      if (!redirectedBySession(error, SESSION_CODES))
        show('danger', resendErrorMessage(errorCodeOf(error), channel));
    } finally {
      setResending(false);
    }
  }

  return { outcome, resending, secondsLeft, waiting, onResend };
}

export type Resend = ReturnType<typeof useResend>;
