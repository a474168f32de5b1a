import { describe, expect, it } from 'vitest';
import { durationText } from './InboxFigures';

describe('durationText (the median time to the first answer, decisions/0144)', () => {
  it('reads minutes, hours and minutes, days and hours', () => {
    expect(durationText(45.4)).toBe('45 min');
    expect(durationText(180)).toBe('3 h 00 min');
    expect(durationText(125)).toBe('2 h 05 min');
    expect(durationText(1440 * 3 + 250)).toBe('3 g 4 h');
  });
});
