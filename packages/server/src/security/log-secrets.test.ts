import { createHash, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { HttpSmsSender } from '../delivery/sms-gateway.js';
import { SmtpMailer } from '../delivery/smtp.js';
import { hashToken } from '../modules/auth/sessions.js';
import { makeSsoToken } from '../modules/sso/token.js';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';
import { workerDatabase, workerDatabaseUrl } from '../test/database.js';
import { relay, through } from '../test/database-link.js';
import { sixDigitCodeIn, startSmsGateway, startSmtpServer } from '../test/delivery-servers.js';
import { useTestApp } from '../test/harness.js';
import { registrationBody } from '../test/registration.js';
import { fakeWebDist } from '../test/web-dist.js';

/**
 * No secret in any log line (shared/log-redaction.ts): every kind of secret is sent through every way in,
 * with the log at level 'trace' so that nothing is left out by level, and none of them is found in the log.
 */

const PUBLIC_URL = 'https://clienti.agenzia.example';
const SSO_KEY = randomBytes(32);
const CLI_TOKEN = randomBytes(32).toString('base64url');

const sha256 = (text: string, encoding: 'hex' | 'base64url') =>
  createHash('sha256').update(text).digest(encoding);
/** Another 6-digit code than the one given: a wrong code typed. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** What a test planted, and what it sent: each request must have exactly one line in the log. */
class Planted {
  readonly secrets = new Set<string>();
  readonly requests: { method: string; path: string; status: number }[] = [];

  add(...secrets: (string | undefined)[]) {
    for (const secret of secrets) {
      if (!secret) throw new Error('a secret the test meant to plant is missing');
      this.secrets.add(secret);
    }
  }

  /** Sends a request as a browser or the web app would, and remembers what its log line must say. */
  async send(
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    { body, token, loggedPath }: { body?: object; token?: string; loggedPath?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const reply = await app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: body ?? {} } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    this.requests.push({ method, path: loggedPath ?? url.split('?')[0] ?? url, status: reply.statusCode });
    return reply;
  }
}

/** Collects the lines an app writes. */
function logCollector() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { lines, stream };
}

/** A secret is absent from the log: in any letter case; a number, not even as a whole word of it. */
function expectAbsent(log: string, secret: string) {
  if (/^\d+$/.test(secret)) {
    expect(new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(log), `the code ${secret} is in the log`).toBe(false);
  } else {
    expect(log.toLowerCase().includes(secret.toLowerCase()), `${secret} is in the log`).toBe(false);
  }
}

/** Every planted secret is absent, and each request wrote its one line with method, path and status. */
function expectCleanLog(lines: string[], planted: Planted) {
  expect(lines.length).toBeGreaterThan(0);
  const log = lines.join('\n');
  for (const secret of planted.secrets) expectAbsent(log, secret);
  const requestLines = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request')
    .map(({ method, path, status }) => ({ method, path, status }));
  expect(requestLines).toEqual(planted.requests);
}

describe('with the database up: every way a secret comes in', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway = await startSmsGateway();
  });
  afterAll(async () => {
    await smtp.close();
    await gateway.close();
  });

  const log = logCollector();
  const t = useTestApp({
    config: {
      LOG_LEVEL: 'trace',
      PUBLIC_URL,
      WEB_DIST_DIR: fakeWebDist(),
      SSO_SHARED_KEY: SSO_KEY.toString('base64url'),
    },
    deps: () => ({
      mailer: new SmtpMailer(smtp.url, 'Area Clienti <no-reply@area-clienti.local>'),
      sms: new HttpSmsSender(gateway.url, 1_000),
      logStream: log.stream,
      cliToken: CLI_TOKEN,
    }),
  });
  const planted = new Planted();
  const send = (method: 'GET' | 'POST', url: string, options?: Parameters<Planted['send']>[3]) =>
    planted.send(t.app, method, url, options);
  /** What a call left to do after its reply (the recovery e-mail, the queued messages) is done. */
  const settle = async () => {
    await t.app.backgroundTasks.drain();
    await (t.app as unknown as { deliveries?: { drain(): Promise<void> } }).deliveries?.drain();
  };
  const lastMailTo = (address: string) => smtp.to(address).at(-1)?.text ?? '';

  it('a login: the right and a wrong password, the session token and its hash, a step-up by password', async () => {
    const wrongPassword = 'Sbagliata-e-segreta1';
    planted.add(DEMO_PASSWORD, wrongPassword, CLI_TOKEN);
    const wrong = await send('POST', ApiPath.login, {
      body: { loginId: '10000001', password: wrongPassword, applicationId: DEFAULT_APPLICATION_ID },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await send('POST', ApiPath.login, {
      body: {
        loginId: 'mario.rossi@example.it',
        password: DEMO_PASSWORD,
        applicationId: DEFAULT_APPLICATION_ID,
      },
    });
    expect(right.statusCode).toBe(200);
    const token = right.json().token as string;
    planted.add(token, hashToken(token), 'mario.rossi@example.it');
    expect((await send('POST', ApiPath.getDossierList, { token })).statusCode).toBe(200);
    // The step-up of a client without the app: the password typed again, wrong then right (decisions/0130).
    const wrongAgain = 'Riscritta-e-segreta2';
    planted.add(wrongAgain);
    for (const [password, status] of [
      [wrongAgain, 400],
      [DEMO_PASSWORD, 200],
    ] as const) {
      const body = { method: 'password', password };
      expect((await send('POST', ApiPath.verifySecondFactor, { body, token })).statusCode).toBe(status);
    }
    // A token that is no longer (or never was) a session.
    const stale = randomBytes(32).toString('base64url');
    planted.add(stale, hashToken(stale));
    expect((await send('POST', ApiPath.getDossierList, { token: stale })).statusCode).toBe(401);
  });

  it('a password recovery: the 40-character code in the page path and in the call, and its hash', async () => {
    planted.add('luca.verdi@example.it');
    expect(
      (await send('POST', ApiPath.forgotPasswordSendCode, { body: { email: 'luca.verdi@example.it' } }))
        .statusCode,
    ).toBe(200);
    await settle();
    const code = new RegExp(`${PUBLIC_URL}/recupero-password/([A-Za-z0-9]{40})`).exec(
      lastMailTo('luca.verdi@example.it'),
    )?.[1];
    const newPassword = 'Ritrovata2026!Segreta';
    planted.add(code, sha256(`recovery:${code}`, 'base64url'), newPassword);
    const page = await send('GET', `/recupero-password/${code}`, {
      loggedPath: '/recupero-password/[redacted]',
    });
    expect(page.statusCode).toBe(200);
    const verify = () =>
      send('POST', ApiPath.forgotPasswordVerifyCode, { body: { changePasswordCode: code, newPassword } });
    expect((await verify()).statusCode).toBe(200);
    // Used: refused, the code written in the body all the same.
    expect((await verify()).statusCode).toBe(400);
    const unknown = randomBytes(30).toString('base64url').replace(/[-_]/g, 'x').slice(0, 40);
    planted.add(unknown);
    expect(
      (
        await send('GET', `/recupero-password/${unknown}?utm=x`, {
          loggedPath: '/recupero-password/[redacted]',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an invite: the command line tool token, the 128-character secret in /first?code= and in the calls', async () => {
    const sent = await send('POST', '/v1/admin/cli/invite', {
      body: { userID: '10000004' },
      token: CLI_TOKEN,
    });
    expect(sent.statusCode).toBe(200);
    await settle();
    const code = new URL(sent.json().link as string).searchParams.get('code') ?? '';
    const [, userID, hash] = /^(\d{8})-([a-z0-9]{128})$/.exec(code) ?? [];
    const newPassword = 'Benvenuto2026!Segreto';
    planted.add(hash, sha256(hash as string, 'hex'), newPassword, 'paolo.gallo@example.it');
    expect((await send('GET', `/first?code=${code}`)).statusCode).toBe(200);
    const check = await send('POST', ApiPath.checkInviteCode, { body: { userID, hash } });
    expect(check.json()).toMatchObject({ status: 'OK', inviteCodeValid: true });
    const accepted = await send('POST', ApiPath.validateInviteCode, {
      body: { userID, hash_pwd: hash, newPassword },
    });
    expect(accepted.statusCode).toBe(200);
    const token = accepted.json().token as string;
    planted.add(token, hashToken(token));
    // Used: answered false, the secret in the body all the same.
    expect((await send('POST', ApiPath.checkInviteCode, { body: { userID, hash } })).json()).toMatchObject({
      inviteCodeValid: false,
    });
  });

  it('a single sign-on: the JWE in /inbanklogin?data= and in AutologinSso, and the session it opens', async () => {
    const jwe = await makeSsoToken(SSO_KEY, '10000001', t.clock.now());
    planted.add(jwe, ...jwe.split('.').filter((part) => part.length >= 16), SSO_KEY.toString('base64url'));
    expect((await send('GET', `/inbanklogin?data=${jwe}`)).statusCode).toBe(200);
    const sso = () =>
      send('POST', ApiPath.autologinSso, {
        body: { cryptedParameters: jwe, applicationId: DEFAULT_APPLICATION_ID },
      });
    const first = await sso();
    expect(first.statusCode).toBe(200);
    const token = first.json().token as string;
    planted.add(token, hashToken(token));
    // Replayed: refused, the token in the body all the same.
    expect((await sso()).statusCode).toBe(401);
  });

  it('a registration: the e-mail, tax code and password typed, the e-mail and SMS codes', async () => {
    const body = registrationBody();
    planted.add(body.email, body.email.split('@')[0], body.codiceFiscale, body.password);
    // A tax code with no policy, and an e-mail, typed by someone else.
    const stranger = registrationBody({
      email: 'sconosciuto.vero@example.it',
      codiceFiscale: 'RSSMRA80A01H501U',
      password: 'Estraneo2026!Segreto',
    });
    planted.add(stranger.email, stranger.codiceFiscale, stranger.password);
    expect((await send('POST', ApiPath.createUser, { body: stranger })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    const created = await send('POST', ApiPath.createUser, {
      body: { ...body, codiceFiscale: body.codiceFiscale.toLowerCase() },
    });
    expect(created.statusCode).toBe(200);
    await settle();
    const token = created.json().token as string;
    planted.add(token, hashToken(token));
    // The same again: refused, with all of it in the body.
    expect((await send('POST', ApiPath.createUser, { body })).statusCode).toBeGreaterThanOrEqual(400);

    const emailCode = sixDigitCodeIn(lastMailTo(body.email));
    planted.add(emailCode, wrongCode(emailCode));
    const validateEmail = (code: string) =>
      send('POST', ApiPath.validateEmail, { body: { emailVerificationToken: code }, token });
    expect((await validateEmail(wrongCode(emailCode))).statusCode).toBe(400);
    expect((await validateEmail(emailCode)).statusCode).toBe(200);

    planted.add('+393471112233', '3471112233', '347 111 2233');
    expect((await send('POST', ApiPath.sendSms, { body: { phone: '347 111 2233' }, token })).statusCode).toBe(
      200,
    );
    await settle();
    const smsCode = sixDigitCodeIn(
      gateway.received.filter((sms) => sms.to === '+393471112233').at(-1)?.text ?? '',
    );
    planted.add(smsCode, wrongCode(smsCode));
    const validatePhone = (code: string) =>
      send('POST', ApiPath.validatePhone, { body: { smsSecurityCode: code }, token });
    expect((await validatePhone(wrongCode(smsCode))).statusCode).toBe(400);
    expect((await validatePhone(smsCode)).statusCode).toBe(200);
  });

  it('an error logged by any code, with the data in its message, fields, cause and a child logger', async () => {
    const cause = Object.assign(new Error(`duplicate key: (email)=(anna.neri@example.it) NRENNA90A41H501V`), {
      code: '23505',
      detail: 'Key (codice_fiscale)=(NRENNA90A41H501V) already exists.',
    });
    t.app.log.error(
      {
        err: new Error(
          'Failed query: select 1 where email = $1\nparams: anna.neri@example.it,Registrata2026!',
          {
            cause,
          },
        ),
        body: { password: 'Registrata2026!', phone: '+393471112233', code: '123456' },
      },
      'could not save anna.neri@example.it (NRENNA90A41H501V), VAT 01234567890',
    );
    planted.add('01234567890', '123456');
    t.app.log.child({ user: 'anna.neri@example.it', session: CLI_TOKEN }).warn('a child logger');
  });

  it('wrote none of them, at level trace, and one line per request with its method, path and status', () => {
    expect(planted.requests.length).toBeGreaterThan(20);
    expectCleanLog(log.lines, planted);
    // The content is still useful: the route paths, and the error above with its cause, masked.
    const all = log.lines.join('\n');
    expect(all).toContain('"path":"/recupero-password/[redacted]"');
    expect(all).toContain('"path":"/v1/auth/login"');
    expect(all).toContain('"msg":"could not save a***@example.it ([redacted]), VAT [redacted]"');
    expect(all).toContain('caused by: Error: duplicate key: (email)=(a***@example.it) [redacted]');
  });
});

describe('with the database unreachable: the connection errors', () => {
  const log = logCollector();
  const planted = new Planted();
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // The worker's database through a link the test cuts once the app has started on it.
    await workerDatabase();
    const link = relay(new URL(workerDatabaseUrl()));
    const port = await link.open();
    const database = openPostgres(through(new URL(workerDatabaseUrl()), port));
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'trace', SSO_SHARED_KEY: SSO_KEY.toString('base64url') }),
      db: database.db,
      logStream: log.stream,
    });
    await link.cut();
    close = async () => {
      await link.open(port);
      await app.close();
      await database.close();
      await link.cut();
    };
  });
  afterAll(() => close?.());

  it('logs why each call failed, with no e-mail, password, token, hash, code or tax code', async () => {
    const token = randomBytes(32).toString('base64url');
    const hash = randomBytes(96).toString('hex').slice(0, 128);
    const recoveryCode = 'Ab3dEf6hIj9lMn2pQr5tUv8wXy1zAb4dEf7hIj0l';
    const jwe = await makeSsoToken(SSO_KEY, '10000001');
    const registration = registrationBody({
      email: 'offline.cliente@example.it',
      codiceFiscale: 'VRDLCU85C12F205Z',
    });
    planted.add(
      token,
      hashToken(token),
      hash,
      sha256(hash, 'hex'),
      recoveryCode,
      sha256(`recovery:${recoveryCode}`, 'base64url'),
      jwe,
      'mario.rossi@example.it',
      'Offline-Segreta-1',
      'luca.verdi@example.it',
      registration.email,
      registration.codiceFiscale,
      registration.password,
      '482913',
    );
    const calls: [string, object, string?][] = [
      [
        ApiPath.login,
        {
          loginId: 'mario.rossi@example.it',
          password: 'Offline-Segreta-1',
          applicationId: DEFAULT_APPLICATION_ID,
        },
      ],
      [ApiPath.getDossierList, {}, token],
      [ApiPath.validateEmail, { emailVerificationToken: '482913' }, token],
      [ApiPath.forgotPasswordSendCode, { email: 'luca.verdi@example.it' }],
      [
        ApiPath.forgotPasswordVerifyCode,
        { changePasswordCode: recoveryCode, newPassword: 'Offline-Segreta-1' },
      ],
      [ApiPath.createUser, registration],
      [ApiPath.checkInviteCode, { userID: '10000004', hash }],
      [ApiPath.validateInviteCode, { userID: '10000004', hash_pwd: hash, newPassword: 'Offline-Segreta-1' }],
      [ApiPath.autologinSso, { cryptedParameters: jwe, applicationId: DEFAULT_APPLICATION_ID }],
    ];
    for (const [path, body, bearer] of calls) {
      const reply = await planted.send(app, 'POST', path, { body, token: bearer });
      // The recovery request answers OK at once, whatever happens after (its failure is logged).
      expect(reply.statusCode, path).toBe(path === ApiPath.forgotPasswordSendCode ? 200 : 503);
    }
    await planted.send(app, 'GET', `/recupero-password/${recoveryCode}`, {
      loggedPath: '/recupero-password/[redacted]',
    });
    await app.backgroundTasks.drain();

    const unreachable = log.lines.filter((line) => line.includes('"msg":"database unreachable"'));
    expect(unreachable.length).toBeGreaterThanOrEqual(calls.length - 1);
    expect(unreachable[0]).toMatch(/ECONNREFUSED|Connection terminated/);
    expect(log.lines.some((line) => line.includes('"msg":"background task failed"'))).toBe(true);
    expectCleanLog(log.lines, planted);
  });
});
