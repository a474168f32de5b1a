import { describe, expect, it, vi } from 'vitest';
import { createIdleClock, idlePhase } from './idle';

describe('idlePhase: the warning one minute before the idle timeout (issue 20)', () => {
  const endsAt = 1_000_000;
  it('is quiet until the last minute, and says when to look again', () => {
    expect(idlePhase(null, 0)).toEqual({ kind: 'quiet', recheckMs: Number.POSITIVE_INFINITY });
    expect(idlePhase(endsAt, endsAt - 61_000)).toEqual({ kind: 'quiet', recheckMs: 1_000 });
  });
  it('warns in the last minute with the seconds left, then ends', () => {
    expect(idlePhase(endsAt, endsAt - 60_000)).toEqual({ kind: 'warning', secondsLeft: 60 });
    expect(idlePhase(endsAt, endsAt - 500)).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(idlePhase(endsAt, endsAt)).toEqual({ kind: 'expired' });
  });
});

describe('createIdleClock', () => {
  it('keeps the latest end it is told, tells its listeners, and forgets it when asked', () => {
    const clock = createIdleClock();
    const listener = vi.fn();
    clock.subscribe(listener);
    clock.set(2_000);
    clock.set(1_000);
    expect(clock.endsAt()).toBe(2_000);
    clock.set(3_000);
    expect(clock.endsAt()).toBe(3_000);
    clock.set(null);
    expect(clock.endsAt()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
