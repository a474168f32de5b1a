import { describe, expect, it } from 'vitest';
import { FairTurns } from './fair-turns.js';

/** Pieces of work each caller sends, finished by the test when it says so: no clock anywhere. */
function harness(limits: { atOnce: number; perCaller: number }) {
  const turns = new FairTurns<string>(limits);
  const started: string[] = [];
  const finish = new Map<string, (fail?: boolean) => void>();
  let most = 0;
  const send = (caller: string, name: string) =>
    turns.run(caller, () => {
      started.push(name);
      most = Math.max(most, turns.load.running);
      return new Promise<string>((resolve, reject) =>
        finish.set(name, (fail) => (fail ? reject(new Error(name)) : resolve(name))),
      );
    });
  /** Lets the promises settle: the turns are handed on in microtasks. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const end = async (name: string, fail = false) => {
    finish.get(name)?.(fail);
    await settle();
  };
  return { turns, started, send, end, settle, most: () => most };
}

describe('fair turns', () => {
  it("never run more than their limits, and serve a second caller's first piece before the first caller's twentieth", async () => {
    const { turns, started, send, end, settle, most } = harness({ atOnce: 2, perCaller: 1 });
    const answers = Array.from({ length: 20 }, (_, i) => send('anna', `anna-${i + 1}`));
    await settle();
    // One caller alone: one piece at a time, the others waiting.
    expect(started).toEqual(['anna-1']);
    expect(turns.load).toEqual({ running: 1, waiting: 19 });
    // Another comes after all twenty: the free turn is theirs at once.
    const bruno = send('bruno', 'bruno-1');
    const carla = [send('carla', 'carla-1'), send('carla', 'carla-2')];
    await settle();
    expect(started).toEqual(['anna-1', 'bruno-1']);
    await end('anna-1');
    // The turn goes round: anna had waited longest, then carla, then anna again.
    expect(started.slice(2)).toEqual(['anna-2']);
    await end('bruno-1');
    expect(started.slice(3)).toEqual(['carla-1']);
    await end('carla-1');
    // anna is at her own limit: carla's second runs before anna's third.
    expect(started.slice(4)).toEqual(['carla-2']);
    for (const name of ['anna-2', 'carla-2', ...Array.from({ length: 18 }, (_, i) => `anna-${i + 3}`)])
      await end(name);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 20 }, (_, i) => `anna-${i + 1}`));
    expect(await bruno).toBe('bruno-1');
    expect(await Promise.all(carla)).toEqual(['carla-1', 'carla-2']);
    expect(most()).toBe(2);
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });

  it('give the turn of a failed piece back, and keep a caller at its own limit while others run', async () => {
    const { turns, started, send, end, settle, most } = harness({ atOnce: 3, perCaller: 2 });
    const anna = [1, 2, 3, 4].map((i) => send('anna', `anna-${i}`).catch((error: Error) => error.message));
    await settle();
    expect(started).toEqual(['anna-1', 'anna-2']);
    // A free turn, but anna is at her own limit: it waits for another caller.
    expect(turns.load).toEqual({ running: 2, waiting: 2 });
    const bruno = send('bruno', 'bruno-1');
    await settle();
    expect(started).toEqual(['anna-1', 'anna-2', 'bruno-1']);
    await end('anna-1', true);
    expect(started.slice(3)).toEqual(['anna-3']);
    await end('bruno-1');
    // bruno's turn is free, but anna may run two only.
    expect(turns.load).toEqual({ running: 2, waiting: 1 });
    await end('anna-2');
    await end('anna-3');
    await end('anna-4');
    expect(await Promise.all(anna)).toEqual(['anna-1', 'anna-2', 'anna-3', 'anna-4']);
    expect(await bruno).toBe('bruno-1');
    expect(most()).toBe(3);
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });
});
