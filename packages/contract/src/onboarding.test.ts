import { describe, expect, it } from 'vitest';
import { isItalianMobile, normalizeMobile, sixDigitCode } from './onboarding.js';

describe('Italian mobile numbers', () => {
  it.each(['+393387654321', '3387654321', '0039 338 765 4321', '338.765.4321', '338-765-432'])(
    'accepts %s, however it is written',
    (mobile) => {
      expect(isItalianMobile(mobile)).toBe(true);
    },
  );

  it.each([
    ['a landline', '+39 06 1234 5678'],
    ['a foreign mobile', '+41 338 765 4321'],
    ['too few digits', '33876543'],
    ['too many digits', '338765432101'],
    ['junk before', 'x3387654321'],
    ['junk after', '3387654321x'],
    ['another separator', '338_765_4321'],
  ])('refuses %s', (_what, mobile) => {
    expect(isItalianMobile(mobile)).toBe(false);
  });

  it('is stored without its spaces, dots and dashes', () => {
    expect(normalizeMobile('+39 338.765-4321')).toBe('+393387654321');
  });
});

describe('six-digit codes', () => {
  it('are exactly six digits', () => {
    expect(sixDigitCode.safeParse('012345').success).toBe(true);
    for (const refused of ['12345', '1234567', '12345a', ' 123456']) {
      expect(sixDigitCode.safeParse(refused).success, refused).toBe(false);
    }
  });
});
