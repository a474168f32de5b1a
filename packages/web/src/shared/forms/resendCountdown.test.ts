import { describe, expect, it } from 'vitest';
import { msUntilNextTick, SMS_RESEND_WAIT_MS, secondsUntilResend } from './resendCountdown';

describe('SMS resend countdown (SPEC §4, §9: 60 seconds)', () => {
  const start = 1_000_000;

  it('waits 60 seconds from the start', () => {
    expect(SMS_RESEND_WAIT_MS).toBe(60_000);
    expect(secondsUntilResend(start, start)).toBe(60);
    expect(secondsUntilResend(start, start + 1)).toBe(60);
    expect(secondsUntilResend(start, start + 999)).toBe(60);
    expect(secondsUntilResend(start, start + 1_000)).toBe(59);
    expect(secondsUntilResend(start, start + 59_001)).toBe(1);
  });

  it('allows the resend at 60 seconds and after', () => {
    expect(secondsUntilResend(start, start + 60_000)).toBe(0);
    expect(secondsUntilResend(start, start + 3_600_000)).toBe(0);
  });

  it('restarts from a new start (after each resend)', () => {
    const resentAt = start + 75_000;
    expect(secondsUntilResend(resentAt, resentAt + 10_000)).toBe(50);
  });

  it('never counts past the wait if the clock goes backwards', () => {
    expect(secondsUntilResend(start, start - 5_000)).toBe(60);
  });

  it('ticks on whole-second boundaries and stops at zero', () => {
    expect(msUntilNextTick(start, start)).toBe(1_000);
    expect(msUntilNextTick(start, start + 250)).toBe(750);
    expect(msUntilNextTick(start, start + 59_999)).toBe(1);
    expect(msUntilNextTick(start, start + 60_000)).toBeNull();
  });
});
