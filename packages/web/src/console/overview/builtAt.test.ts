import { describe, expect, it } from 'vitest';
import { builtAtText } from './OverviewPage';

describe('builtAtText', () => {
  it('shows the build time in Rome, a build from source in words, anything else as it is', () => {
    expect(builtAtText('2026-11-22T14:21:48.157Z')).toBe('22/11/2026, 15:21:48');
    expect(builtAtText('dev')).toBe('non compilato (in esecuzione dai sorgenti)');
    expect(builtAtText('ieri')).toBe('ieri');
  });
});
