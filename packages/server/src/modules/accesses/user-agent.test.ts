import { describe, expect, it } from 'vitest';
import { maskedNetwork } from './network.js';
import { describeUserAgent } from './user-agent.js';

/** Real User-Agent strings of the browsers Italian clients use. */
const SEEN: [userAgent: string, browser: string | null, sistema: string | null][] = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Chrome',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    'Edge',
    'Windows',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPhone',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iPhone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPad',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox', 'macOS'],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Chrome',
    'Android',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
    'Opera',
    'Windows',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Chrome',
    'ChromeOS',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
    'Chrome',
    'Linux',
  ],
  ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer', 'Windows'],
  ['curl/8.5.0', null, null],
  ['', null, null],
];

describe('describeUserAgent', () => {
  it.each(SEEN)('%s → %s su %s', (userAgent, browser, sistema) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, sistema });
  });

  it('knows nothing of a missing User-Agent', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: null, sistema: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, sistema: null });
  });
});

describe('maskedNetwork', () => {
  it('hides the host part: the /24 of IPv4, the /48 of IPv6', () => {
    expect(maskedNetwork('93.41.12.200')).toBe('93.41.12.*');
    expect(maskedNetwork('::ffff:93.41.12.200')).toBe('93.41.12.*');
    expect(maskedNetwork('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(maskedNetwork('2001:0db8:0000:0042::1')).toBe('2001:db8:0:*');
    expect(maskedNetwork('2001:db8::1')).toBe('2001:db8:0:*');
    expect(maskedNetwork('::1')).toBe('0:0:0:*');
    expect(maskedNetwork('fe80::1%eth0')).toBe('fe80:0:0:*');
  });

  it('shows nothing for what is not an address', () => {
    expect(maskedNetwork(null)).toBeNull();
    expect(maskedNetwork('')).toBeNull();
    expect(maskedNetwork('unknown')).toBeNull();
    expect(maskedNetwork('999.1.1.1')).toBeNull();
  });
});
