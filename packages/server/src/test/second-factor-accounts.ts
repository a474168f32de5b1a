import { ApiPath, DEFAULT_APPLICATION_ID, Role } from '@area-clienti/contract';
import { expect } from 'vitest';
import { userRoles, users } from '../db/schema.js';
import { DEMO_PASSWORD, hashPassword } from '../modules/auth/index.js';
import { relyingPartyOf } from '../modules/passkeys/index.js';
import { newAddress, newClient } from './accounts.js';
import type { TestContext } from './harness.js';
import { oathtool } from './second-factor.js';
import { SoftAuthenticator } from './soft-authenticator.js';

/** How a test call is sent: see `secondFactorKit`'s `call`. */
interface CallOptions {
  token?: string | undefined;
  address?: string | undefined;
  cookie?: string | undefined;
  headers?: Record<string, string> | undefined;
}

/**
 * What the tests of the second factor, the step-up and the remembered browser share (decisions/0091, 0092,
 * 0130, 0131): calls as a browser sends them, accounts with a verified mobile and the demo password, logged
 * in by password as a browser would be (their session is whole but its step-up not fresh, unlike
 * `t.login`'s), the app set up through the API.
 */
export function secondFactorKit(t: TestContext) {
  /**
   * A call from an address of its own (unless told), with a token, the browser's cookie and other headers
   * (a balancer's X-Forwarded-*) when given.
   */
  const call = (
    path: string,
    body: unknown,
    { token, address = newAddress(), cookie, headers }: CallOptions = {},
  ) =>
    t.inject({
      method: 'POST',
      url: path,
      payload: body as object,
      remoteAddress: address,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
      },
    });

  /**
   * A password login (the demo password unless told), sent as `options` say: the reply, its token, its
   * `secondFactor`, and the trusted-device cookie it set (else the one sent).
   */
  async function passwordLogin(
    userCode: string,
    { password = DEMO_PASSWORD, ...options }: CallOptions & { password?: string } = {},
  ) {
    const reply = await call(
      ApiPath.login,
      { loginId: userCode, password, applicationId: DEFAULT_APPLICATION_ID },
      options,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const set = reply.cookies.find((c) => c.name === 'ac_device');
    return {
      reply,
      token: reply.json().token as string,
      secondFactor: reply.json().secondFactor as string | undefined,
      cookie: set ? `ac_device=${set.value}` : options.cookie,
    };
  }

  let count = 0;
  /**
   * A client of their own with the demo password and a verified mobile, or a Staff account; `mobile: false`
   * for an account the agency made without one (enabled, onboarded, no mobile).
   */
  async function newAccount(role: 'client' | 'staff' = 'client', { mobile = true } = {}) {
    const n = ++count;
    const { clientId } = await newClient(t);
    const userCode = String(60_000_000 + n);
    const phone = `+3934700${String(n).padStart(5, '0')}`;
    const email = `fattore.${n}@example.it`;
    const [user] = await t.db
      .insert(users)
      .values({
        userCode,
        clientId: role === 'client' ? clientId : null,
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        enabled: true,
        onboardCompleted: true,
        emailVerified: true,
        phone: mobile ? phone : null,
        phoneVerified: mobile,
      })
      .returning({ id: users.id });
    const userId = user?.id as number;
    await t.db.insert(userRoles).values({
      userId,
      applicationId: t.config.APPLICATION_ID,
      role: role === 'client' ? Role.USER : Role.STAFF,
    });
    return { userCode, userId, phone, email };
  }

  /** The step-up of a client without the app: the password typed again (decisions/0130). */
  async function stepUpWithPassword(token: string, password = DEMO_PASSWORD) {
    return call(ApiPath.verifySecondFactor, { method: 'password', password }, { token });
  }

  /** Sets the app up from a session fresh for a step-up (or waiting for its set-up): secret, recovery codes. */
  async function enrol(token: string) {
    const started = await call(ApiPath.startSecondFactorSetup, {}, { token });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri, qrSvg } = started.json() as { secret: string; uri: string; qrSvg: string };
    const confirmed = await call(
      ApiPath.confirmSecondFactorSetup,
      { code: oathtool(secret, t.clock.now()) },
      { token },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, uri, qrSvg, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  /** A client with the app set up (after the password's step-up), logged out; secret and recovery codes. */
  async function clientWithFactor() {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    expect((await stepUpWithPassword(token)).statusCode).toBe(200);
    const enrolled = await enrol(token);
    await call(ApiPath.logout, {}, { token });
    // The next login's code falls in a later time step than the set-up's.
    t.clock.advance(30_000);
    return { ...account, ...enrolled };
  }

  /**
   * Adds a passkey from a session fresh for a step-up, then signs in with it: the sign-in's reply (a
   * session of two factors, decisions/0091).
   */
  async function passkeySignIn(token: string) {
    const rp = relyingPartyOf(t.config);
    const device = new SoftAuthenticator(rp.id, rp.origin);
    const options = (await call(ApiPath.getPasskeyCreationOptions, {}, { token })).json().options;
    const added = await call(
      ApiPath.addPasskey,
      { name: 'Telefono', credential: device.register(options) },
      { token },
    );
    expect(added.statusCode, added.body).toBe(200);
    const loginOptions = (await call(ApiPath.getPasskeyLoginOptions, {})).json().options;
    const login = await call(ApiPath.loginWithPasskey, {
      credential: device.authenticate(loginOptions),
      applicationId: DEFAULT_APPLICATION_ID,
    });
    expect(login.statusCode, login.body).toBe(200);
    return login;
  }

  /** The error code of a reply; undefined for one without an error. */
  const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code: string } }).error?.code;

  return {
    call,
    passwordLogin,
    newAccount,
    stepUpWithPassword,
    enrol,
    clientWithFactor,
    passkeySignIn,
    codeOf,
  };
}
