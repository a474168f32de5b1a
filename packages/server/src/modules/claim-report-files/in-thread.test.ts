import { describe, expect, it } from 'vitest';
import { Slots } from './in-thread.js';

describe('slots', () => {
  it('run at most their size at once, the others in the order they came, each with its own answer', async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (n: number) =>
      slots.run(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        if (n === 3) throw new Error('three');
        return n * 10;
      });
    const answers = await Promise.allSettled([1, 2, 3, 4, 5].map(job));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'failed'))).toEqual([
      10,
      20,
      'failed',
      40,
      50,
    ]);
    // A failed piece of work gave its slot back: two can run at once again.
    expect(await Promise.all([job(6), job(7)])).toEqual([60, 70]);
  });
});
