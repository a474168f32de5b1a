import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';
import { browserSignature } from './new-access.js';

const t = useTestApp();
const FIREFOX_132 = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const FIREFOX_133 = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Logs Luca in from a browser and an address; answers the new session's loginWarning. */
async function loginWarning(userAgent: string, remoteAddress: string): Promise<boolean> {
  return (await loginFrom(userAgent, remoteAddress)).loginWarning;
}

async function loginFrom(userAgent: string, remoteAddress: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: ApiPath.login,
    payload: { loginId: '10000003', password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  const token: string = login.json().token;
  const status = await t.post(ApiPath.getUserStatus, {}, token);
  return { token, loginWarning: status.json().loginWarning as boolean };
}

describe('loginWarning (a new access)', () => {
  it('is false at the first login ever', async () => {
    expect(await loginWarning(FIREFOX_132, '203.0.113.10')).toBe(false);
  });

  it('is false for the same browser, even updated, on the same /24 network', async () => {
    expect(await loginWarning(FIREFOX_133, '203.0.113.77')).toBe(false);
  });

  it('is true for a browser not seen before, for that session only', async () => {
    const earlier = await loginFrom(FIREFOX_133, '203.0.113.10');
    expect(earlier.loginWarning).toBe(false);
    expect(await loginWarning(CHROME, '203.0.113.10')).toBe(true);
    expect((await t.post(ApiPath.getUserStatus, {}, earlier.token)).json().loginWarning).toBe(false);
  });

  it('is true for a known browser on another network, and false the next time there', async () => {
    expect(await loginWarning(FIREFOX_133, '198.51.100.20')).toBe(true);
    expect(await loginWarning(FIREFOX_133, '198.51.100.21')).toBe(false);
  });

  it('compares IPv6 addresses by /48, and IPv4-mapped ones as IPv4', async () => {
    expect(await loginWarning(FIREFOX_133, '2001:db8:1:1::5')).toBe(true);
    expect(await loginWarning(FIREFOX_133, '2001:db8:1:ff::9')).toBe(false);
    expect(await loginWarning(FIREFOX_133, '::ffff:198.51.100.99')).toBe(false);
  });

  it('forgets what it saw after 90 days', async () => {
    t.clock.advance(91 * 86_400_000);
    expect(await loginWarning(FIREFOX_133, '198.51.100.20')).toBe(true);
  });

  it('compares browsers without their version numbers', () => {
    expect(browserSignature(FIREFOX_132)).toBe(browserSignature(FIREFOX_133));
    expect(browserSignature(FIREFOX_132)).not.toBe(browserSignature(CHROME));
    expect(browserSignature(undefined)).toBe('');
  });
});
