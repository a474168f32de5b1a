import { useId } from 'react';
import type { Resend } from './useResend';

interface ResendButtonProps {
  resend: Resend;
  label: string;
  /** The wait written next to the action while it lasts. */
  waitText?: (seconds: number) => string;
}

/** The resend link of the code forms; while busy or waiting it is aria-disabled, so that it keeps focus. */
export function ResendButton({ resend, label, waitText }: ResendButtonProps) {
  const waitId = useId();
  const { waiting, resending, secondsLeft, onResend } = resend;
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-disabled={waiting || resending}
        aria-describedby={waiting ? waitId : undefined}
        onClick={onResend}
      >
        {label}
      </button>
      {waiting && waitText ? (
        <span id={waitId} className="form-note">
          {' '}
          {waitText(secondsLeft)}
        </span>
      ) : null}
    </>
  );
}
