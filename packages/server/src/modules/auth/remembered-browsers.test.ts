import { ApiPath, ErrorCode } from '@area-clienti/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messagesTo, newAddress } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { oathtool } from '../../test/second-factor.js';
import { secondFactorKit } from '../../test/second-factor-accounts.js';
import { STAFF_PASSWORD, staffAccount } from '../../test/staff-accounts.js';

/*
 * "Ricorda questo browser" (issue 33 item 5, docs/decisions/0131): its cookie is `__Host-` prefixed over
 * HTTPS, HttpOnly, bound to its account, and no longer skips the second factor once the sessions were ended,
 * the password changed or recovered. HTTPS is what the session's `Secure` reads: the request's protocol,
 * through the balancer of TRUST_PROXY only.
 */

/** The agency's balancer: the only peer whose X-Forwarded-Proto and -For are believed. */
const BALANCER = '192.0.2.10';
const t = useTestApp({ config: { TRUST_PROXY: [BALANCER] } });
const { call, codeOf, passwordLogin } = secondFactorKit(t);

/** A browser: over HTTPS (through the balancer) or plain HTTP, with the cookie it holds. */
interface Browser {
  https: boolean;
  cookie?: string;
}

/**
 * How a browser's call arrives: over HTTPS from the balancer, which names the browser's own address, or
 * over plain HTTP from that address; with the cookie the browser holds.
 */
function from(browser: Browser) {
  const address = newAddress();
  return {
    cookie: browser.cookie,
    ...(browser.https
      ? { address: BALANCER, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': address } }
      : { address }),
  };
}

/** The Set-Cookie header of a reply, whole. */
const setCookieOf = (reply: LightMyRequestResponse) => String(reply.headers['set-cookie'] ?? '');
/** The cookie as the browser sends it back (`name=value`). */
const cookieOf = (reply: LightMyRequestResponse) => setCookieOf(reply).split(';')[0] ?? '';

/** A staff member's password login from `browser`. */
const login = (userCode: string, browser: Browser, password = STAFF_PASSWORD) =>
  passwordLogin(userCode, { password, ...from(browser) });

let staffCount = 0;
/**
 * A Staff account (the app on) that logged in from a browser and asked to remember it: the browser's
 * cookie, and that login's session, whole.
 */
async function rememberedStaff(https = false) {
  const admin = await t.login('90000001');
  const staff = await staffAccount(t, admin, `ricorda.${++staffCount}@agenzia.it`, 'Staff');
  // The next time step: the set-up took this one's code.
  t.clock.advance(30_000);
  const first = await login(staff.code, { https });
  const browser: Browser = { https, cookie: cookieOf(first.reply) };
  const code = oathtool(staff.secret, t.clock.now());
  const given = await call(
    ApiPath.verifySecondFactor,
    { method: 'app', code, rememberBrowser: true },
    { token: first.token, ...from(browser) },
  );
  expect(given.statusCode, given.body).toBe(200);
  // Remembered: the next login from that browser is not asked.
  expect((await login(staff.code, browser)).secondFactor).toBeUndefined();
  return { staff, browser, token: first.token };
}

describe('the cookie', () => {
  it('is __Host- prefixed over HTTPS: Secure, Path=/, no Domain, HttpOnly, SameSite=Strict', async () => {
    const { staff, browser } = await rememberedStaff(true);
    const reply = (await login(staff.code, { https: true })).reply;
    expect(setCookieOf(reply)).toMatch(
      /^__Host-ac_device=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(browser.cookie).toMatch(/^__Host-ac_device=/);
    // The same token under the plain name, over HTTPS, is no remembered browser: a sibling host or a page
    // over plain HTTP could have set that one.
    const plain = (browser.cookie ?? '').replace('__Host-', '');
    expect((await login(staff.code, { https: true, cookie: plain })).secondFactor).toBe('verify');
  });

  it('keeps its plain name for the login calls over plain HTTP, and believes no X-Forwarded-Proto of another peer', async () => {
    const { staff } = await rememberedStaff();
    const plain = (await login(staff.code, { https: false })).reply;
    expect(setCookieOf(plain)).toMatch(
      /^ac_device=[A-Za-z0-9_-]{43}; Path=\/v1\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const spoofed = await passwordLogin(staff.code, {
      password: STAFF_PASSWORD,
      address: '203.0.113.50',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(setCookieOf(spoofed.reply)).toMatch(/^ac_device=.*SameSite=Strict$/);
  });
});

describe('a remembered browser', () => {
  it("is its account's only: another account's login from it, or a made-up cookie, is asked the factor", async () => {
    const a = await rememberedStaff();
    const b = await rememberedStaff();
    // B's login from A's browser: A's cookie skips nothing of B's.
    const fromA = await login(b.staff.code, a.browser);
    expect(fromA.secondFactor).toBe('verify');
    expect(codeOf(await call(ApiPath.getAuditLog, {}, { token: fromA.token }))).toBe(
      ErrorCode.SECONDFACTOR_PENDING,
    );
    // …and gives that browser a cookie of B's own, never A's token again.
    expect(cookieOf(fromA.reply)).not.toBe(a.browser.cookie);
    const madeUp = { https: false, cookie: `ac_device=${'A'.repeat(43)}` };
    expect((await login(a.staff.code, madeUp)).secondFactor).toBe('verify');
    // A's own browser is still remembered for A.
    expect((await login(a.staff.code, a.browser)).secondFactor).toBeUndefined();
  });

  it('is forgotten when its owner ends the other sessions', async () => {
    const { staff, browser, token } = await rememberedStaff();
    const ended = await call(ApiPath.endOtherSessions, {}, { token });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await login(staff.code, browser)).secondFactor).toBe('verify');
  });

  it('is forgotten when the password is changed', async () => {
    const { staff, browser, token } = await rememberedStaff();
    const changed = await call(
      ApiPath.changePassword,
      { currentPassword: STAFF_PASSWORD, password: 'Ginepro-Alto-2027' },
      { token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login(staff.code, browser, 'Ginepro-Alto-2027')).secondFactor).toBe('verify');
  });

  it('is forgotten, with every session, when the password is recovered through the e-mailed link', async () => {
    const { staff, browser, token } = await rememberedStaff();
    const email = `ricorda.${staffCount}@agenzia.it`;
    await call(ApiPath.forgotPasswordSendCode, { email });
    // The e-mail is queued after the reply (decisions/0011), then sent.
    await t.app.backgroundTasks.drain();
    await t.app.deliveries.drain();
    const link = /\/recupero-password\/([A-Za-z0-9]+)/.exec((await messagesTo(t, email))[0]?.text ?? '');
    const recovered = await call(ApiPath.forgotPasswordVerifyCode, {
      newPassword: 'Ginepro-Basso-2027',
      changePasswordCode: link?.[1] ?? '',
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const old = await call(ApiPath.getUserStatus, {}, { token });
    expect(old.statusCode).toBe(401);
    expect(codeOf(old)).toBe(ErrorCode.TOKEN);
    expect((await login(staff.code, browser, 'Ginepro-Basso-2027')).secondFactor).toBe('verify');
  });
});
