import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { selectRows } from '../../db/database.js';
import { auditLog, secondFactors } from '../../db/schema.js';
import { lastCodeTo, messagesTo, newAddress } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { oathtool } from '../../test/second-factor.js';
import { secondFactorKit } from '../../test/second-factor-accounts.js';
import { DEMO_PASSWORD } from '../auth/index.js';
import { DEMO_TOTP_SECRET } from './demo.js';

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

describe('set-up', () => {
  it('gives a QR code, the secret and an otpauth address; a first code turns it on with 10 recovery codes', async () => {
    const account = await newAccount();
    const { token, secondFactor } = await passwordLogin(account.userCode);
    expect(secondFactor).toBeUndefined();
    // Never offered: the status says the offer is due; once the factor is on, it is not.
    expect((await call(ApiPath.getUserStatus, {}, { token })).json().secondFactorOffer).toBe(true);
    // Turning the app on is a new way in: the password typed again first (decisions/0130).
    expect((await stepUpWithPassword(token)).statusCode).toBe(200);
    const { secret, uri, qrSvg, recoveryCodes } = await enrol(token);
    expect((await call(ApiPath.getUserStatus, {}, { token })).json().secondFactorOffer).toBe(false);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Area%20Clienti:\d+\?issuer=Area%20Clienti/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Kept sealed: neither the secret nor a recovery code is in the database as such.
    const [row] = await t.db.select().from(secondFactors).where(eq(secondFactors.userId, account.userId));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    const dump = await selectRows(
      t.db,
      sql`select code_hash from recovery_codes where user_id = ${account.userId}`,
    );
    expect(JSON.stringify(dump)).not.toContain(recoveryCodes[0]?.replace('-', ''));
    const state = await call(ApiPath.getSecondFactor, {}, { token });
    expect(state.json()).toMatchObject({
      enabled: true,
      pending: null,
      required: false,
      recoveryCodesLeft: 10,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.target, account.userCode));
    expect(audit.map((entry) => entry.action)).toContain('user.second-factor-enable');
    // The owner is told by e-mail (decisions/0099).
    const [notice] = await messagesTo(t, account.email);
    expect(notice?.subject).toBe('Area Clienti: verifica in due passaggi attivata');
    // A second set-up while it is on is refused.
    const again = await call(ApiPath.startSecondFactorSetup, {}, { token });
    expect(codeOf(again)).toBe(ErrorCode.SECONDFACTOR_STATE);
  });

  it('offers it once: "Non ora" is remembered; the demo accounts were offered it already', async () => {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    expect((await call(ApiPath.dismissSecondFactorOffer, {}, { token })).statusCode).toBe(200);
    expect((await call(ApiPath.getUserStatus, {}, { token })).json().secondFactorOffer).toBe(false);
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json()).toMatchObject({
      offered: true,
      enabled: false,
    });
    const mario = await passwordLogin('10000001');
    expect((await call(ApiPath.getUserStatus, {}, { token: mario.token })).json().secondFactorOffer).toBe(
      false,
    );
  });

  it('is no longer offered once the client has a passkey, the other stronger way in (decisions/0150)', async () => {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    expect((await call(ApiPath.getUserStatus, {}, { token })).json().secondFactorOffer).toBe(true);
    expect((await stepUpWithPassword(token)).statusCode).toBe(200);
    const passkeySession = (await passkeySignIn(token)).json().token as string;
    for (const session of [token, passkeySession]) {
      expect((await call(ApiPath.getUserStatus, {}, { token: session })).json().secondFactorOffer).toBe(
        false,
      );
    }
  });

  it('refuses a wrong first code and leaves the factor off', async () => {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    await stepUpWithPassword(token);
    const started = await call(ApiPath.startSecondFactorSetup, {}, { token });
    const secret = started.json().secret as string;
    const good = oathtool(secret, t.clock.now());
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const reply = await call(ApiPath.confirmSecondFactorSetup, { code: wrong }, { token });
    expect(reply.statusCode).toBe(400);
    expect(codeOf(reply)).toBe(ErrorCode.SECONDFACTOR_WRONG);
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json().enabled).toBe(false);
  });
});

describe('a password login with the factor on', () => {
  it('is pending until a code from the app (oathtool), and refuses every other call meanwhile', async () => {
    const account = await clientWithFactor();
    const { token, secondFactor } = await passwordLogin(account.userCode);
    expect(secondFactor).toBe('verify');
    const refused = await call(ApiPath.getDossierList, {}, { token });
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe(ErrorCode.SECONDFACTOR_PENDING);
    expect(codeOf(await call(ApiPath.getUserStatus, {}, { token }))).toBe(ErrorCode.SECONDFACTOR_PENDING);
    // No SMS is offered at login (decisions/0131): the app's code or a recovery code.
    const state = await call(ApiPath.getSecondFactor, {}, { token });
    expect(state.json()).toMatchObject({ enabled: true, pending: 'verify', smsTo: null });

    const code = oathtool(account.secret, t.clock.now());
    const ok = await call(ApiPath.verifySecondFactor, { method: 'app', code }, { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(ApiPath.getDossierList, {}, { token })).statusCode).toBe(200);
    // Whole, a step-up takes the app too: no SMS is offered (decisions/0131).
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json().smsTo).toBeNull();

    // The same code again (another login, the same time step) is refused: a code is single use.
    const second = await passwordLogin(account.userCode);
    const replay = await call(ApiPath.verifySecondFactor, { method: 'app', code }, { token: second.token });
    expect(replay.statusCode).toBe(400);
    expect(codeOf(replay)).toBe(ErrorCode.SECONDFACTOR_WRONG);
    // The next time step's code works.
    t.clock.advance(30_000);
    const next = oathtool(account.secret, t.clock.now());
    const later = await call(
      ApiPath.verifySecondFactor,
      { method: 'app', code: next },
      { token: second.token },
    );
    expect(later.statusCode, later.body).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const account = await clientWithFactor();
    const [recovery] = account.recoveryCodes;
    const first = await passwordLogin(account.userCode);
    const used = await call(
      ApiPath.verifySecondFactor,
      { method: 'recovery', code: recovery?.toLowerCase() },
      { token: first.token },
    );
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().recoveryCodesLeft).toBe(9);
    const second = await passwordLogin(account.userCode);
    const again = await call(
      ApiPath.verifySecondFactor,
      { method: 'recovery', code: recovery },
      { token: second.token },
    );
    expect(codeOf(again)).toBe(ErrorCode.SECONDFACTOR_WRONG);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.target, account.userCode), eq(auditLog.action, 'user.second-factor-recovery-code')),
      );
    expect(audit).toHaveLength(1);
    // The owner hears of it: whoever used the code may not be them.
    const notices = (await messagesTo(t, account.email)).map((mail) => mail.subject);
    expect(notices.filter((subject) => subject?.includes('codice di recupero'))).toEqual([
      'Area Clienti: è stato usato un codice di recupero',
    ]);
  });

  it('never takes an SMS from an account with the app, at login nor for a step-up (decisions/0131)', async () => {
    const account = await clientWithFactor();
    const { token } = await passwordLogin(account.userCode);
    expect(codeOf(await call(ApiPath.sendSecondFactorSms, {}, { token }))).toBe(
      ErrorCode.SECONDFACTOR_SMS_REFUSED,
    );
    const app = { method: 'app', code: oathtool(account.secret, t.clock.now()) };
    expect((await call(ApiPath.verifySecondFactor, app, { token })).statusCode).toBe(200);
    // A whole session asks for a step-up: still no SMS, nor a number to send one to.
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json().smsTo).toBeNull();
    const sentBefore = (await messagesTo(t, account.phone)).length;
    expect(codeOf(await call(ApiPath.sendSecondFactorSms, {}, { token }))).toBe(
      ErrorCode.SECONDFACTOR_SMS_REFUSED,
    );
    expect(await messagesTo(t, account.phone)).toHaveLength(sentBefore);
    const typed = await call(ApiPath.verifySecondFactor, { method: 'sms', code: '123456' }, { token });
    expect(codeOf(typed)).toBe(ErrorCode.SECONDFACTOR_SMS_REFUSED);
  });

  it('takes an SMS code sent to the verified mobile of a client without the app, once, for a step-up', async () => {
    const account = await newAccount();
    const { token } = await passwordLogin(account.userCode);
    const sent = await call(ApiPath.sendSecondFactorSms, {}, { token });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().smsTo).toBe(`+39 *** *** ${account.phone.slice(-4)}`);
    const code = await lastCodeTo(t, account.phone);
    const ok = await call(ApiPath.verifySecondFactor, { method: 'sms', code }, { token });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await call(ApiPath.verifySecondFactor, { method: 'sms', code }, { token });
    expect(codeOf(again)).toBe(ErrorCode.SECONDFACTOR_WRONG);
    // The SMS limits are the other codes': a second send within the minute is refused.
    expect(codeOf(await call(ApiPath.sendSecondFactorSms, {}, { token }))).toBe(ErrorCode.RESEND_LIMIT);
  });

  it('locks after 5 wrong codes, for the rest of the window, and records the burst', async () => {
    const account = await clientWithFactor();
    const { token } = await passwordLogin(account.userCode);
    const good = oathtool(account.secret, t.clock.now());
    const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0');
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(codeOf(await call(ApiPath.verifySecondFactor, { method: 'app', code: wrong }, { token })));
    }
    expect(answers).toEqual([
      ...Array(4).fill(ErrorCode.SECONDFACTOR_WRONG),
      ErrorCode.SECONDFACTOR_LOCKED,
      ErrorCode.SECONDFACTOR_LOCKED,
    ]);
    const locked = await call(ApiPath.verifySecondFactor, { method: 'app', code: good }, { token });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.retryAfterMinutes).toBeGreaterThan(0);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, account.userCode), eq(auditLog.action, 'user.second-factor-locked')));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('is skipped for 30 days by a browser the client asked to remember', async () => {
    const account = await clientWithFactor();
    const first = await passwordLogin(account.userCode);
    const code = oathtool(account.secret, t.clock.now());
    const remembered = await call(
      ApiPath.verifySecondFactor,
      { method: 'app', code, rememberBrowser: true },
      { token: first.token, cookie: first.cookie },
    );
    expect(remembered.statusCode, remembered.body).toBe(200);
    t.clock.advance(29 * 86_400_000);
    const again = await passwordLogin(account.userCode, { cookie: first.cookie });
    expect(again.secondFactor).toBeUndefined();
    expect((await call(ApiPath.getDossierList, {}, { token: again.token })).statusCode).toBe(200);
    // Another browser is asked.
    expect((await passwordLogin(account.userCode)).secondFactor).toBe('verify');
    t.clock.advance(2 * 86_400_000);
    expect((await passwordLogin(account.userCode, { cookie: first.cookie })).secondFactor).toBe('verify');
  });
});

describe('step-up', () => {
  const mario = async () => {
    const { token } = await passwordLogin('10000001');
    const [dossier] = await selectRows<{ id: number }>(
      t.db,
      sql`select d.id from dossiers d join clients c on c.id = d.client_id where c.agency_id = 'CLI-000001' and d.iban = 'IT60X0542811101000000123456'`,
    );
    return { token, dossierId: dossier?.id as number };
  };

  it('getDossier sends the IBAN masked; the whole one needs a fresh factor (an SMS code without the app)', async () => {
    const { token, dossierId } = await mario();
    const dossier = await call(ApiPath.getDossier, { dossierId }, { token });
    expect(dossier.json().dossier.iban).toBe('**** **** **** **** **** ***3 456');
    const refused = await call(ApiPath.getIbanCompleto, { dossierId }, { token });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe(ErrorCode.SECONDFACTOR_STEP_UP);
    // Mario has no app: his step-up is an SMS code to his verified mobile.
    await call(ApiPath.sendSecondFactorSms, {}, { token });
    const [mobile] = await selectRows<{ phone: string }>(
      t.db,
      sql`select phone from users where user_code = '10000001'`,
    );
    const code = await lastCodeTo(t, mobile?.phone as string);
    expect((await call(ApiPath.verifySecondFactor, { method: 'sms', code }, { token })).statusCode).toBe(200);
    const shown = await call(ApiPath.getIbanCompleto, { dossierId }, { token });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().iban).toBe('IT60X0542811101000000123456');
    // Another client's policy answers like a missing one.
    const other = await passwordLogin('10000003');
    await t.db.execute(
      sql`update sessions set second_factor_at = ${t.clock.now().toISOString()}::timestamptz`,
    );
    const foreign = await call(ApiPath.getIbanCompleto, { dossierId }, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe(ErrorCode.NOT_FOUND);
    // Ten minutes later the step-up is stale.
    t.clock.advance(11 * 60_000);
    expect(codeOf(await call(ApiPath.getIbanCompleto, { dossierId }, { token }))).toBe(
      ErrorCode.SECONDFACTOR_STEP_UP,
    );
  });

  it('guards "i miei dati", a change of the verified mobile, new recovery codes and turning the app off', async () => {
    const account = await clientWithFactor();
    const { token } = await passwordLogin(account.userCode);
    const code = oathtool(account.secret, t.clock.now());
    await call(ApiPath.verifySecondFactor, { method: 'app', code }, { token });
    t.clock.advance(11 * 60_000);
    for (const [path, body] of [
      [ApiPath.getMieiDati, { formato: 'json' }],
      [ApiPath.sendSms, { phone: '3471234567' }],
      [ApiPath.newRecoveryCodes, {}],
      [ApiPath.disableSecondFactor, {}],
    ] as const) {
      const reply = await call(path, body, { token });
      expect(codeOf(reply), path).toBe(ErrorCode.SECONDFACTOR_STEP_UP);
    }
    const fresh = oathtool(account.secret, t.clock.now());
    expect(
      (await call(ApiPath.verifySecondFactor, { method: 'app', code: fresh }, { token })).statusCode,
    ).toBe(200);
    const codes = await call(ApiPath.newRecoveryCodes, {}, { token });
    expect(codes.statusCode, codes.body).toBe(200);
    expect(codes.json().recoveryCodes).toHaveLength(10);
    expect((await call(ApiPath.getMieiDati, { formato: 'json' }, { token })).statusCode).toBe(200);
    const off = await call(ApiPath.disableSecondFactor, {}, { token });
    expect(off.statusCode, off.body).toBe(200);
    expect((await passwordLogin(account.userCode)).secondFactor).toBeUndefined();
  });
});

describe('Staff and Superuser', () => {
  it('a Staff account without the factor must set it up before anything else', async () => {
    const staff = await newAccount('staff');
    const { token, secondFactor } = await passwordLogin(staff.userCode);
    expect(secondFactor).toBe('setup');
    expect(codeOf(await call(ApiPath.getAuditLog, {}, { token }))).toBe(ErrorCode.SECONDFACTOR_PENDING);
    // No way round the set-up: no SMS is sent to its verified mobile (decisions/0131), and an SMS code
    // does not make the session whole.
    const send = await call(ApiPath.sendSecondFactorSms, {}, { token });
    expect(codeOf(send)).toBe(ErrorCode.SECONDFACTOR_SMS_REFUSED);
    expect(await messagesTo(t, staff.phone)).toEqual([]);
    const sms = await call(ApiPath.verifySecondFactor, { method: 'sms', code: '123456' }, { token });
    expect(codeOf(sms)).toBe(ErrorCode.SECONDFACTOR_STATE);
    expect((await call(ApiPath.getSecondFactor, {}, { token })).json()).toMatchObject({
      pending: 'setup',
      required: true,
    });
    await enrol(token);
    expect((await call(ApiPath.getAuditLog, {}, { token })).statusCode).toBe(200);
    // It cannot be turned off.
    expect(codeOf(await call(ApiPath.disableSecondFactor, {}, { token }))).toBe(ErrorCode.SECONDFACTOR_STATE);
  });

  it('the demo Superuser signs in with the README secret; a production server refuses it', async () => {
    const { token, secondFactor } = await passwordLogin('90000001');
    expect(secondFactor).toBe('verify');
    const code = oathtool(DEMO_TOTP_SECRET, t.clock.now());
    expect((await call(ApiPath.verifySecondFactor, { method: 'app', code }, { token })).statusCode).toBe(200);

    const production = await buildApp({
      config: testConfig({ NODE_ENV: 'production' }),
      db: t.db,
      clock: t.clock,
    });
    try {
      t.clock.advance(30_000);
      const login = await production.inject({
        method: 'POST',
        url: ApiPath.login,
        payload: { loginId: '90000001', password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID },
        remoteAddress: newAddress(),
      });
      const pending = login.json().token as string;
      const refused = await production.inject({
        method: 'POST',
        url: ApiPath.verifySecondFactor,
        payload: { method: 'app', code: oathtool(DEMO_TOTP_SECRET, t.clock.now()) },
        headers: { authorization: `Bearer ${pending}` },
      });
      expect(refused.json().error.code).toBe(ErrorCode.SECONDFACTOR_WRONG);
    } finally {
      await production.close();
    }
  });
});

describe('a passkey login', () => {
  it('is two factors: never pending, its step-up fresh', async () => {
    const account = await clientWithFactor();
    const { token } = await passwordLogin(account.userCode);
    await call(
      ApiPath.verifySecondFactor,
      { method: 'app', code: oathtool(account.secret, t.clock.now()) },
      { token },
    );
    const login = await passkeySignIn(token);
    expect(login.json().secondFactor).toBeUndefined();
    const passkeyToken = login.json().token as string;
    expect((await call(ApiPath.getDossierList, {}, { token: passkeyToken })).statusCode).toBe(200);
    expect((await call(ApiPath.getMieiDati, { formato: 'json' }, { token: passkeyToken })).statusCode).toBe(
      200,
    );
  });
});

describe('bad bodies', () => {
  it('answer 400 with a code, never 500', async () => {
    const account = await clientWithFactor();
    const { token } = await passwordLogin(account.userCode);
    for (const body of [
      {},
      { method: 'app' },
      { method: 'app', code: '12345' },
      { method: 'app', code: 123456 },
      { method: 'recovery', code: 'x'.repeat(200) },
      { method: 'recovery', code: '<script>' },
      { method: 'fax', code: '123456' },
      { method: 'sms', code: '123456', rememberBrowser: 'yes' },
    ]) {
      const reply = await call(ApiPath.verifySecondFactor, body, { token });
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(reply)).toBe(ErrorCode.VALIDATION);
    }
    const confirm = await call(ApiPath.confirmSecondFactorSetup, { code: 'abcdef' }, { token });
    expect(codeOf(confirm)).toBe(ErrorCode.VALIDATION);
  });
});
