import { describe, expect, it } from 'vitest';
import { sixDigitCodeIn } from '../../test/delivery-servers.js';
import { signingCodeSms } from './emails.js';

describe("the signing code's SMS", () => {
  it('gives the code before the fingerprint, whose hex digits may hold six digits in a row', () => {
    const sms = signingCodeSms('042917', `a123456b${'f'.repeat(56)}`, 10);
    expect(sixDigitCodeIn(sms)).toBe('042917');
    expect(sms).toContain('impronta a123456b');
  });
});
