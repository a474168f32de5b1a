import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoaderVisibility, LOADER_HIDE_DELAY_MS } from './loaderVisibility';

describe('createLoaderVisibility', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at once and hides 500 ms after the last request ends', () => {
    const changes: boolean[] = [];
    const loader = createLoaderVisibility((visible) => changes.push(visible));
    loader.update(1);
    expect(changes).toEqual([true]);
    loader.update(0);
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS - 1);
    expect(loader.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('stays visible when a new request starts within the delay', () => {
    const changes: boolean[] = [];
    const loader = createLoaderVisibility((visible) => changes.push(visible));
    loader.update(1);
    loader.update(0);
    vi.advanceTimersByTime(300);
    loader.update(1);
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
    loader.update(0);
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS);
    expect(changes).toEqual([true, false]);
  });
});
