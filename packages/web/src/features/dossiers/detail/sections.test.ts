import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/errors';
import { toSection } from './sections';

const hasItems = (d: string[]) => d.length > 0;

describe("toSection: what an open tab shows from its call's state", () => {
  it('its data', () => {
    expect(toSection({ status: 'success', data: ['x'], error: null }, hasItems)).toEqual({
      state: 'data',
      data: ['x'],
    });
  });

  it('nothing when the data went since the tabs were listed', () => {
    expect(toSection({ status: 'success', data: [], error: null }, hasItems)).toEqual({ state: 'empty' });
  });

  it('the locked notice when the section is being refreshed (423 DATALOCKED)', () => {
    const section = toSection({ status: 'error', error: new ApiError('DATALOCKED', 423) }, hasItems);
    expect(section).toEqual({ state: 'locked' });
  });

  it('the error when the call failed', () => {
    const section = toSection({ status: 'error', error: new ApiError('INTERNAL_ERROR', 500) }, hasItems);
    expect(section).toEqual({ state: 'error' });
  });

  it('nothing yet while loading', () => {
    expect(toSection({ status: 'pending', error: null }, hasItems)).toEqual({ state: 'pending' });
  });
});
