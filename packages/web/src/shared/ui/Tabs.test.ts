import { describe, expect, it } from 'vitest';
import { panelStartsTooLow } from './Tabs';

describe('Tabs: a panel chosen at the foot of the screen', () => {
  it('brings the tabs up only when less than a quarter of the screen shows the panel', () => {
    // A phone's 844 px: the panel starting at 600 px leaves 244 px of it in view, more than a quarter.
    expect(panelStartsTooLow(600, 844)).toBe(false);
    expect(panelStartsTooLow(633, 844)).toBe(false);
    expect(panelStartsTooLow(634, 844)).toBe(true);
    // Below the screen altogether (a tab row that wrapped at the foot), and above its top (scrolled past).
    expect(panelStartsTooLow(900, 844)).toBe(true);
    expect(panelStartsTooLow(-200, 844)).toBe(false);
  });
});
