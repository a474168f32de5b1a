import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/errors';
import { isShown, toSection } from './sections';

const hasItems = (d: string[]) => d.length > 0;

describe('toSection / isShown (SPEC §2: a tab shows if it has data or is locked)', () => {
  it('shows a tab with data', () => {
    const section = toSection({ status: 'success', data: ['x'], error: null }, hasItems);
    expect(section).toEqual({ state: 'data', data: ['x'] });
    expect(isShown(section)).toBe(true);
  });

  it('hides a tab without data', () => {
    const section = toSection({ status: 'success', data: [], error: null }, hasItems);
    expect(section).toEqual({ state: 'empty' });
    expect(isShown(section)).toBe(false);
  });

  it('shows a locked tab (423 DATALOCKED)', () => {
    const section = toSection({ status: 'error', error: new ApiError('DATALOCKED', 423) }, hasItems);
    expect(section).toEqual({ state: 'locked' });
    expect(isShown(section)).toBe(true);
  });

  it('shows a failed tab with its error rather than hiding it', () => {
    const section = toSection({ status: 'error', error: new ApiError('INTERNAL_ERROR', 500) }, hasItems);
    expect(section).toEqual({ state: 'error' });
    expect(isShown(section)).toBe(true);
  });

  it('does not show a tab still loading', () => {
    expect(isShown(toSection({ status: 'pending', error: null }, hasItems))).toBe(false);
  });
});
