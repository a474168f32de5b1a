import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

/** A login from an address, with a browser's cookies when given. */
function login(loginId: string, password: string, from: { address: string; cookie?: string }) {
  return t.app.inject({
    method: 'POST',
    url: ApiPath.login,
    payload: { loginId, password, applicationId: DEFAULT_APPLICATION_ID },
    remoteAddress: from.address,
    headers: from.cookie ? { cookie: from.cookie } : {},
  });
}

/** The trusted-device cookie a successful login gives its browser, as the browser sends it back. */
function deviceCookieOf(reply: LightMyRequestResponse): string {
  const header = String(reply.headers['set-cookie'] ?? '');
  const match = /^(ac_device=[A-Za-z0-9_-]+);/.exec(header);
  if (!match?.[1]) throw new Error(`no device cookie in ${header}`);
  return match[1];
}

const codeOf = (reply: LightMyRequestResponse) => reply.json().error?.code ?? 'OK';
const WRONG = 'Sbagliata2026!';

describe('login throttling (docs/decisions/0037)', () => {
  it('gives the browser an HttpOnly, SameSite=Strict cookie for the login calls only', async () => {
    const reply = await login('10000003', DEMO_PASSWORD, { address: '198.51.100.1' });
    expect(reply.statusCode).toBe(200);
    const header = String(reply.headers['set-cookie']);
    expect(header).toMatch(
      /^ac_device=[A-Za-z0-9_-]{43}; Path=\/v1\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    // The same browser logging in again keeps its cookie.
    const again = await login('10000003', DEMO_PASSWORD, {
      address: '198.51.100.1',
      cookie: deviceCookieOf(reply),
    });
    expect(deviceCookieOf(again)).toBe(deviceCookieOf(reply));
  });

  it('trusts the ten browsers a user logged in from most recently, and forgets the one before them', async () => {
    const from = { address: '198.51.100.9' };
    const cookies: string[] = [];
    for (let browser = 0; browser < 11; browser++) {
      cookies.push(deviceCookieOf(await login('10000002', DEMO_PASSWORD, from)));
      t.clock.advance(1_000);
    }
    // The second browser is among the ten: it keeps its cookie. The first was forgotten: a new one.
    const second = await login('10000002', DEMO_PASSWORD, { ...from, cookie: cookies[1] });
    expect(deviceCookieOf(second)).toBe(cookies[1]);
    const first = await login('10000002', DEMO_PASSWORD, { ...from, cookie: cookies[0] });
    expect(first.statusCode).toBe(200);
    expect(deviceCookieOf(first)).not.toBe(cookies[0]);
    // The newest is still trusted after the eleventh browser came and went.
    const newest = await login('10000002', DEMO_PASSWORD, { ...from, cookie: cookies[10] });
    expect(deviceCookieOf(newest)).toBe(cookies[10]);
  });

  it('locks an account on one address after five failures, even for the right password, then unlocks', async () => {
    const from = { address: '198.51.100.2' };
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) codes.push(codeOf(await login('90000001', WRONG, from)));
    expect(codes).toEqual([...Array(4).fill(ErrorCode.LOGIN_INVALID), ErrorCode.LOGIN_LOCKED]);
    const right = await login('90000001', DEMO_PASSWORD, from);
    expect(right.statusCode).toBe(429);
    expect(codeOf(right)).toBe(ErrorCode.LOGIN_LOCKED);
    expect(codeOf(await login('admin@example.it', DEMO_PASSWORD, from))).toBe(ErrorCode.LOGIN_LOCKED);
    // Failures on that address do not lock the owner out from another one.
    expect((await login('90000001', DEMO_PASSWORD, { address: '198.51.100.3' })).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await login('90000001', DEMO_PASSWORD, from)).statusCode).toBe(200);
  });

  it('says how many attempts are left before the lockout, and how long the lockout lasts (issue 20)', async () => {
    const from = { address: '198.51.100.20' };
    const left: unknown[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      left.push((await login('10000003', WRONG, from)).json().error.attemptsLeft);
      t.clock.advance(60_000);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    // The fifth reaches the limit: locked until the window that began with the first failure ends.
    const fifth = await login('10000003', WRONG, from);
    expect(fifth.json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.LOGIN_LOCKED, retryAfterMinutes: 11 },
    });
    expect(fifth.headers['retry-after']).toBe(String(11 * 60));
    t.clock.advance(5 * 60_000 + 30_000);
    const later = await login('10000003', DEMO_PASSWORD, from);
    expect(later.json().error).toEqual({ code: ErrorCode.LOGIN_LOCKED, retryAfterMinutes: 6 });
    t.clock.advance(6 * 60_000);
    expect((await login('10000003', DEMO_PASSWORD, from)).statusCode).toBe(200);
  });

  it("bounds the guesses on one account from everywhere, and never locks out the owner's own browser", async () => {
    // The owner logged in from this browser before.
    const owner = {
      address: '192.0.2.10',
      cookie: deviceCookieOf(await login('10000001', DEMO_PASSWORD, { address: '192.0.2.10' })),
    };
    // An attacker spreads wrong passwords over many addresses: 20 an hour are checked, then none.
    const codes: string[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      codes.push(codeOf(await login('10000001', WRONG, { address: `203.0.113.${attempt + 1}` })));
    }
    expect(codes.filter((code) => code === ErrorCode.LOGIN_INVALID)).toHaveLength(19);
    expect(codes.slice(19).every((code) => code === ErrorCode.LOGIN_LOCKED)).toBe(true);
    // Even with the right password, a browser the account never logged in from is now refused ...
    expect(codeOf(await login('10000001', DEMO_PASSWORD, { address: '203.0.113.99' }))).toBe(
      ErrorCode.LOGIN_LOCKED,
    );
    // ... but the owner's own browser is not.
    expect((await login('10000001', DEMO_PASSWORD, owner)).statusCode).toBe(200);
    // A cookie of another user's browser is no key to this account.
    const other = {
      address: '192.0.2.11',
      cookie: deviceCookieOf(await login('10000003', DEMO_PASSWORD, { address: '192.0.2.11' })),
    };
    expect(codeOf(await login('10000001', DEMO_PASSWORD, other))).toBe(ErrorCode.LOGIN_LOCKED);
    t.clock.advance(61 * 60_000);
  });

  it('locks an address that tries many accounts, but not the owners behind it who logged in there before', async () => {
    const office = '198.51.100.50';
    const colleague = {
      address: office,
      cookie: deviceCookieOf(await login('10000003', DEMO_PASSWORD, { address: office })),
    };
    for (let attempt = 0; attempt < 100; attempt++) {
      await login(`1234${String(attempt).padStart(4, '0')}`, 'Nessuna1', { address: office });
    }
    expect(codeOf(await login('10000001', DEMO_PASSWORD, { address: office }))).toBe(ErrorCode.LOGIN_LOCKED);
    expect((await login('10000003', DEMO_PASSWORD, colleague)).statusCode).toBe(200);
    expect((await login('10000001', DEMO_PASSWORD, { address: '198.51.100.51' })).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
  });

  it('checks at most five of 100 simultaneous attempts on one account, and counts all 100', async () => {
    const from = { address: '198.51.100.60' };
    // Simultaneous, their queries interleaved on the pool's connections: a race would show.
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => login('10000002', DEMO_PASSWORD, from)),
    );
    const checked = replies.filter((reply) => codeOf(reply) !== ErrorCode.LOGIN_LOCKED);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    // Wrong ones are all counted too: 100 simultaneous wrong passwords leave the address locked for that account.
    const wrong = await Promise.all(Array.from({ length: 100 }, () => login('10000002', WRONG, from)));
    expect(wrong.filter((reply) => codeOf(reply) === ErrorCode.LOGIN_INVALID).length).toBeLessThanOrEqual(4);
    expect(codeOf(await login('10000002', DEMO_PASSWORD, from))).toBe(ErrorCode.LOGIN_LOCKED);
    t.clock.advance(61 * 60_000);
  });
});

describe('password change throttling', () => {
  it('checks at most five of 100 simultaneous attempts', async () => {
    const token = await t.login('10000003');
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.post(ApiPath.changePassword, { currentPassword: WRONG, password: 'NuovaPassword2026' }, token),
      ),
    );
    const codes = replies.map(codeOf);
    expect(codes.filter((code) => code === ErrorCode.CHANGEPASSWORD_WRONG).length).toBeLessThanOrEqual(4);
    expect(codes.filter((code) => code === ErrorCode.LOGIN_LOCKED).length).toBeGreaterThanOrEqual(96);
    // All 100 were counted: the right password is refused too, until the window passes.
    const right = await t.post(
      ApiPath.changePassword,
      { currentPassword: DEMO_PASSWORD, password: 'NuovaPassword2026' },
      token,
    );
    expect(codeOf(right)).toBe(ErrorCode.LOGIN_LOCKED);
    t.clock.advance(16 * 60_000);
  });
});
