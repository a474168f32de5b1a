import { describe, expect, it } from 'vitest';
import { parseId } from './routeParams';

describe('parseId', () => {
  it('accepts positive integers', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it('rejects anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '12a', '2147483648', '99999999999']) {
      expect(parseId(raw)).toBeNull();
    }
  });
});
