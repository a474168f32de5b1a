import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, not inside them', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('current task');
    await later;
    expect(order).toEqual(['current task', 'microtask', 'next task']);
  });

  it('uses the browser’s scheduler.yield when there is one', async () => {
    const calls: string[] = [];
    const global = globalThis as { scheduler?: unknown };
    global.scheduler = { yield: () => Promise.resolve(calls.push('yield')).then(() => undefined) };
    try {
      await nextTask();
    } finally {
      delete global.scheduler;
    }
    expect(calls).toEqual(['yield']);
  });
});
