import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode, STEP_UP_MINUTES } from '@area-clienti/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { RateLimiter } from '../../shared/rate-limit.js';
import { lastCodeTo } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { oathtool } from '../../test/second-factor.js';
import { secondFactorKit } from '../../test/second-factor-accounts.js';
import { SoftAuthenticator } from '../../test/soft-authenticator.js';
import { DEMO_PASSWORD, LOGIN_ACCOUNT_RULE } from '../auth/index.js';
import { relyingPartyOf } from '../passkeys/index.js';

/*
 * Issue 33 item 4 (decisions/0130): every act that adds a way into the account — a passkey, the
 * authenticator app, new recovery codes, another mobile — takes a proof given in this session within the
 * last STEP_UP_MINUTES (a code, a passkey sign-in, or for a client without the app an SMS code or the
 * password typed again), and answers SECONDFACTOR_002 without it, as the full IBAN does. No call changes
 * the e-mail of an account (decisions/0091): there is no fifth act to guard.
 */

const t = useTestApp();
const {
  call,
  passwordLogin,
  newAccount,
  stepUpWithPassword,
  enrol,
  clientWithFactor,
  passkeySignIn,
  codeOf,
} = secondFactorKit(t);

/** Just past the step-up's ten minutes. */
const STALE_MS = STEP_UP_MINUTES * 60_000 + 1000;
const WRONG_PASSWORD = 'Sbagliata-2026!';

const device = () => {
  const rp = relyingPartyOf(t.config);
  return new SoftAuthenticator(rp.id, rp.origin);
};

const expectStepUp = (reply: { statusCode: number; json(): unknown }, act: string) => {
  expect(reply.statusCode, act).toBe(403);
  expect(codeOf(reply), act).toBe(ErrorCode.SECONDFACTOR_STEP_UP);
};

/** The calls of each act, from one session: what a client does in the profile. */
function actsOf(token: string) {
  const authenticator = device();
  return {
    passkeyOptions: () => call(ApiPath.getPasskeyCreationOptions, {}, { token }),
    /** The browser's answer to options fetched now (the options themselves may be refused). */
    passkeyCredential: async () => {
      const options = await call(ApiPath.getPasskeyCreationOptions, {}, { token });
      expect(options.statusCode, options.body).toBe(200);
      return authenticator.register(options.json().options);
    },
    addPasskey: (credential: unknown) =>
      call(ApiPath.addPasskey, { name: 'Telefono nuovo', credential }, { token }),
    startApp: () => call(ApiPath.startSecondFactorSetup, {}, { token }),
    confirmApp: (secret: string) =>
      call(ApiPath.confirmSecondFactorSetup, { code: oathtool(secret, t.clock.now()) }, { token }),
    newRecoveryCodes: () => call(ApiPath.newRecoveryCodes, {}, { token }),
    changeMobile: (phone: string) => call(ApiPath.sendSms, { phone }, { token }),
  };
}

describe('the acts that add a way in', () => {
  it('are refused without a fresh proof, done after the password typed again, refused ten minutes later', async () => {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    const act = actsOf(token);

    // A password login alone proves nothing fresh.
    expectStepUp(await act.passkeyOptions(), 'passkey options');
    expectStepUp(await act.startApp(), 'app set-up');
    expectStepUp(await act.changeMobile('3471112233'), 'change of mobile');

    expect((await stepUpWithPassword(token)).statusCode).toBe(200);
    const credential = await act.passkeyCredential();
    const started = await act.startApp();
    expect(started.statusCode, started.body).toBe(200);
    const secret = started.json().secret as string;

    // The second call of each ceremony is guarded too: a proof that went stale in between opens nothing.
    t.clock.advance(STALE_MS);
    expectStepUp(await act.addPasskey(credential), 'passkey added');
    expectStepUp(await act.confirmApp(secret), 'app confirmed');
    expectStepUp(await act.passkeyOptions(), 'passkey options');
    expectStepUp(await act.changeMobile('3471112233'), 'change of mobile');
    const passkeys = await call(ApiPath.getPasskeys, {}, { token });
    expect(passkeys.json().passkeys).toEqual([]);
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json().enabled).toBe(false);

    // Given again: each act is done.
    expect((await stepUpWithPassword(token)).statusCode).toBe(200);
    const added = await act.addPasskey(await act.passkeyCredential());
    expect(added.statusCode, added.body).toBe(200);
    const restarted = await act.startApp();
    const confirmed = await act.confirmApp(restarted.json().secret as string);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = await act.newRecoveryCodes();
    expect(codes.statusCode, codes.body).toBe(200);
    expect(codes.json().recoveryCodes).toHaveLength(10);
    const changed = await act.changeMobile('3471112233');
    expect(changed.statusCode, changed.body).toBe(200);

    t.clock.advance(STALE_MS);
    expectStepUp(await act.newRecoveryCodes(), 'new recovery codes');
    expectStepUp(await act.passkeyOptions(), 'passkey options');
  });

  it('take an SMS code, the app’s code or a passkey sign-in as the proof', async () => {
    // An SMS code to the verified mobile, for a client without the app.
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    expect((await call(ApiPath.sendSecondFactorSms, {}, { token })).statusCode).toBe(200);
    const sms = await lastCodeTo(t, account.phone);
    expect((await call(ApiPath.verifySecondFactor, { method: 'sms', code: sms }, { token })).statusCode).toBe(
      200,
    );
    // The passkey added on that proof signs in: a proof in its own session for ten minutes.
    const passkeySession = (await passkeySignIn(token)).json().token as string;
    expect((await actsOf(passkeySession).passkeyOptions()).statusCode).toBe(200);
    t.clock.advance(STALE_MS);
    expectStepUp(await actsOf(passkeySession).passkeyOptions(), 'passkey options');

    // The app's code, for a client who has it.
    const withApp = await clientWithFactor();
    const second = await passwordLogin(withApp.userCode);
    const code = oathtool(withApp.secret, t.clock.now());
    await call(ApiPath.verifySecondFactor, { method: 'app', code }, { token: second.token });
    t.clock.advance(STALE_MS);
    expectStepUp(await actsOf(second.token).newRecoveryCodes(), 'new recovery codes');
    t.clock.advance(30_000);
    const fresh = oathtool(withApp.secret, t.clock.now());
    await call(ApiPath.verifySecondFactor, { method: 'app', code: fresh }, { token: second.token });
    expect((await actsOf(second.token).newRecoveryCodes()).statusCode).toBe(200);
    expect((await actsOf(second.token).passkeyOptions()).statusCode).toBe(200);
  });

  it('the first mobile of an account the agency made without one takes the proof too (its password)', async () => {
    const account = await newAccount('client', { mobile: false });
    const { token } = await passwordLogin(account.userCode);
    // No app, no mobile: the dialog's only way is the password.
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json()).toMatchObject({
      enabled: false,
      smsTo: null,
    });
    expectStepUp(await actsOf(token).changeMobile('3471112244'), 'first mobile');
    expect(codeOf(await call(ApiPath.sendSecondFactorSms, {}, { token }))).toBe(
      ErrorCode.SECONDFACTOR_NO_MOBILE,
    );
    expect((await stepUpWithPassword(token)).statusCode).toBe(200);
    const sent = await actsOf(token).changeMobile('3471112244');
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCodeTo(t, '+393471112244');
    const verified = await call(ApiPath.validatePhone, { smsSecurityCode: code }, { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json().smsTo).toBe('+39 *** *** 2244');
  });

  it('a Staff account sets the app up at its first login: its session waits for it, no proof to give', async () => {
    const staff = await newAccount('staff');
    const { token, secondFactor } = await passwordLogin(staff.userCode);
    expect(secondFactor).toBe('setup');
    await enrol(token);
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json()).toMatchObject({ enabled: true });
  });
});

describe('the password typed again', () => {
  it('a wrong one grants nothing, is counted with the codes and locks at the fifth; the burst is recorded', async () => {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) answers.push(codeOf(await stepUpWithPassword(token, WRONG_PASSWORD)));
    expect(answers).toEqual([...Array(4).fill(ErrorCode.SECONDFACTOR_WRONG), ErrorCode.SECONDFACTOR_LOCKED]);
    expectStepUp(await actsOf(token).passkeyOptions(), 'passkey options');
    // Locked: the right password opens nothing either, until the window ends.
    const locked = await stepUpWithPassword(token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.retryAfterMinutes).toBeGreaterThan(0);
    expectStepUp(await actsOf(token).passkeyOptions(), 'passkey options');
    const burst = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, account.userCode), eq(auditLog.action, 'user.second-factor-locked')));
    expect(burst.length).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await stepUpWithPassword(token)).statusCode).toBe(200);
    expect((await actsOf(token).passkeyOptions()).statusCode).toBe(200);
  });

  it('a wrong one counts toward the login’s lock of the account, and that lock holds here too', async () => {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    const limiter = new RateLimiter(t.db, t.clock);
    for (let i = 1; i < LOGIN_ACCOUNT_RULE.limit; i += 1) {
      await limiter.attempt([[LOGIN_ACCOUNT_RULE, `user:${account.userId}`]]);
    }
    // The twentieth failure of the hour, typed in a step-up, locks the account's logins.
    expect(codeOf(await stepUpWithPassword(token, WRONG_PASSWORD))).toBe(ErrorCode.SECONDFACTOR_LOCKED);
    const login = await call(ApiPath.login, {
      loginId: account.userCode,
      password: DEMO_PASSWORD,
      applicationId: DEFAULT_APPLICATION_ID,
    });
    expect(codeOf(login)).toBe(ErrorCode.LOGIN_LOCKED);
    // And an account locked by failed logins cannot step up with its password.
    const other = await newAccount();
    const session = await passwordLogin(other.userCode);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) {
      await limiter.attempt([[LOGIN_ACCOUNT_RULE, `user:${other.userId}`]]);
    }
    const refused = await stepUpWithPassword(session.token);
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe(ErrorCode.SECONDFACTOR_LOCKED);
  });

  it('is no proof for an account with the app, for Staff, nor for a session waiting for its factor', async () => {
    const withApp = await clientWithFactor();
    const pending = await passwordLogin(withApp.userCode);
    expect(pending.secondFactor).toBe('verify');
    // Not a second factor at the login: the login has just checked the password.
    const atLogin = await stepUpWithPassword(pending.token);
    expect(atLogin.statusCode).toBe(409);
    expect(codeOf(atLogin)).toBe(ErrorCode.SECONDFACTOR_STATE);
    expect(codeOf(await call(ApiPath.getDossierList, {}, { token: pending.token }))).toBe(
      ErrorCode.SECONDFACTOR_PENDING,
    );
    // A whole session of an account with the app steps up with the app's code, not the password.
    const code = oathtool(withApp.secret, t.clock.now());
    await call(ApiPath.verifySecondFactor, { method: 'app', code }, { token: pending.token });
    t.clock.advance(STALE_MS);
    expect(codeOf(await stepUpWithPassword(pending.token))).toBe(ErrorCode.SECONDFACTOR_STATE);
    expectStepUp(await actsOf(pending.token).newRecoveryCodes(), 'new recovery codes');

    const staff = await newAccount('staff');
    const staffLogin = await passwordLogin(staff.userCode);
    expect(codeOf(await stepUpWithPassword(staffLogin.token))).toBe(ErrorCode.SECONDFACTOR_STATE);
  });

  it('bad bodies answer 400 with a code, never 500', async () => {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    for (const body of [
      { method: 'password' },
      { method: 'password', password: '' },
      { method: 'password', password: 'x'.repeat(257) },
      { method: 'password', password: 12345678 },
      { method: 'password', code: DEMO_PASSWORD },
    ]) {
      const reply = await call(ApiPath.verifySecondFactor, body, { token });
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(reply)).toBe(ErrorCode.VALIDATION);
    }
    expectStepUp(await actsOf(token).passkeyOptions(), 'passkey options');
  });
});
