import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  redactedForLog,
  redactLogLine,
  redactLogValue,
  redactText,
} from '../shared/log-redaction.js';

const TOKEN = 'nNx0afAi-eeWXSLv8assJgrc0MI7mNGZxRl2LzoL6Vk'; // 43 characters of base64url
const RECOVERY_CODE = 'Ab3dEf6hIj9lMn2pQr5tUv8wXy1zAb4dEf7hIj0l'; // 40 of [A-Za-z0-9]
const INVITE_SECRET = 'k3'.repeat(64); // 128 of [a-z0-9]
const JWE =
  'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..nfQ0yq1Wc3bq3Y9Z.K2h8wCz3Yb9_qv-Rr0x1Lw2m3N4o5P6q7R8s9T0u.Xy1z2A3b4C5d6E7f8G9h0i';

describe('redactText: each kind of secret', () => {
  it.each([
    ['an e-mail address', 'sent to Mario.Rossi@Example.IT today', 'sent to M***@Example.IT today'],
    ['a codice fiscale', 'cf NRENNA90A41H501V.', `cf ${REDACTED}.`],
    ['a codice fiscale typed in lower case', 'cf nrenna90a41h501v', `cf ${REDACTED}`],
    ['a codice fiscale with omocodia', 'RSSMRA8LALMH50MU', REDACTED],
    ['a VAT number', 'P.IVA 01234567890 e IT01234567890', `P.IVA ${REDACTED} e ${REDACTED}`],
    ['a bearer token', 'authorization: Bearer abc.def-123', `authorization: Bearer ${REDACTED}`],
    ['a session token or its hash', `token ${TOKEN}`, `token ${REDACTED}`],
    ['a recovery code', `code=${RECOVERY_CODE}`, `code=${REDACTED}`],
    ['an invite secret', `secret ${INVITE_SECRET} end`, `secret ${REDACTED} end`],
    ['a SHA-256 in hex', `hash ${'0af3'.repeat(16)}`, `hash ${REDACTED}`],
    ['a JWE (single sign-on)', `sso ${JWE} done`, `sso ${REDACTED} done`],
    ['a 6-digit code', 'Il tuo codice è 482913.', `Il tuo codice è ${REDACTED}.`],
    ['a mobile number', '+39 347 111 2233, 3471112233', `${REDACTED}, ${REDACTED}`],
    [
      'an IBAN, compact, in groups, a German one',
      'IBAN IT60X0542811101000000123456; it60 x054 2811 1010 0000 0123 456, DE89370400440532013000.',
      `IBAN ${REDACTED}; ${REDACTED}, ${REDACTED}.`,
    ],
    [
      "Drizzle's params, up to the stack",
      'Failed query: select 1 where a = $1\nparams: mario@example.it,Segreta1\n    at x (/a.ts:1:2)',
      `Failed query: select 1 where a = $1\nparams: ${REDACTED}\n    at x (/a.ts:1:2)`,
    ],
    ['the recovery page', `/recupero-password/${RECOVERY_CODE}`, `/recupero-password/${REDACTED}`],
    [
      'a short code in the recovery page',
      '/recupero-password/abc?x=1',
      `/recupero-password/${REDACTED}?x=${REDACTED}`,
    ],
    ['the invite page', `/first?code=10000004-${INVITE_SECRET}`, `/first?code=${REDACTED}`],
    ['the single sign-on page', '/inbanklogin?data=segreto-della-banca', `/inbanklogin?data=${REDACTED}`],
    [
      'a password in a URL',
      'postgres://areaclienti:s3cret@db.example.it:5432/app',
      'postgres://areaclienti:***@db.example.it:5432/app',
    ],
  ])('%s', (_kind, text, expected) => {
    expect(redactText(text)).toBe(expected);
    // Masking twice changes nothing more.
    expect(redactText(expected)).toBe(expected);
  });

  it.each([
    'request',
    'POST /v1/data/getDossier 200',
    '/v1/onboarding/ValidateInviteCode',
    '/recupero-password',
    '/login/TOKEN_1001',
    'user 10000001 and policy 70000042',
    'error code not declared by the route: ONBOARDING_AU_013',
    'connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)',
    '2026-11-22T10:00:00.123Z',
    'job 4f1c2e3a-1234-5678-9abc-123456789012',
    '/data is in use by process 123456 (an Area Clienti server)',
    'postgres://areaclienti:***@db.example.it:5432/app',
    'a***@example.it',
    'at RateLimiter.attempt (/work/main/packages/server/src/shared/rate-limit.ts:66:41)',
    'took 1500 ms, 1732270000000',
  ])('keeps %j', (text) => {
    expect(redactText(text)).toBe(text);
  });

  it('never lets a generated secret through, whatever surrounds it', () => {
    const base64url = fc.constantFrom(
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split(''),
    );
    const alnum = fc.constantFrom(
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split(''),
    );
    const lowerAlnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
    const word = (chars: fc.Arbitrary<string>, length: number) =>
      fc.array(chars, { minLength: length, maxLength: length }).map((cs) => cs.join(''));
    const secret = fc.oneof(
      word(base64url, 43),
      word(alnum, 40),
      word(lowerAlnum, 128),
      fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
      fc
        .tuple(
          word(lowerAlnum, 1),
          word(lowerAlnum, 8),
          fc.constantFrom('example.it', 'libero.it', 'gmail.com'),
        )
        .map(([a, b, domain]) => `${a}${b}@${domain}`),
    );
    const around = fc.constantFrom(' ', '"', '(', ')', ',', ': ', '\n', '/', '=', '<', '>', "'", '[', ']');
    fc.assert(
      fc.property(around, secret, around, (before, value, after) => {
        const text = `prima${before}${value}${after}dopo`;
        expect(redactText(text)).not.toContain(value);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('redactLogValue: fields, however deep', () => {
  it('masks fields named like a secret, keeps booleans, error codes and user codes', () => {
    const value = {
      body: {
        password: 'Segreta-1',
        newPassword: 'Nuova-2',
        hash_pwd: 'abc',
        cryptedParameters: 'zzz',
        emailVerificationToken: '48291',
        smsSecurityCode: '482913',
        changePasswordCode: 'short',
        code: 'VALIDATION_001',
        userCode: '10000001',
        userID: '10000001',
        passwordUpdateRequired: true,
        phone: '+393471112233',
        iban: 'IT60 X054',
        nuovoIban: 'x',
      },
      err: { code: 'ECONNREFUSED', sqlState: { code: '23505' }, params: ['a@b.it', 'x'] },
      status: 503,
    };
    expect(redactLogValue(value)).toEqual({
      body: {
        password: REDACTED,
        newPassword: REDACTED,
        hash_pwd: REDACTED,
        cryptedParameters: REDACTED,
        emailVerificationToken: REDACTED,
        smsSecurityCode: REDACTED,
        changePasswordCode: REDACTED,
        code: 'VALIDATION_001',
        userCode: '10000001',
        userID: '10000001',
        passwordUpdateRequired: true,
        phone: REDACTED,
        iban: REDACTED,
        nuovoIban: REDACTED,
      },
      err: { code: 'ECONNREFUSED', sqlState: { code: '23505' }, params: REDACTED },
      status: 503,
    });
  });

  it('masks the strings of an error, its stack and its cause', () => {
    const cause = new Error('duplicate (email)=(anna.neri@example.it)');
    const error = new Error('could not register NRENNA90A41H501V', { cause });
    const redacted = redactLogValue<unknown>({ err: error }) as { err: Record<string, unknown> };
    const text = JSON.stringify(redacted);
    expect(text).not.toContain('anna.neri');
    expect(text).not.toContain('NRENNA90A41H501V');
    expect(redacted.err.message).toBe(`could not register ${REDACTED}`);
    expect(String(redacted.err.stack)).toContain(`Error: could not register ${REDACTED}`);
    expect((redacted.err.cause as Record<string, unknown>).message).toBe(
      'duplicate (email)=(a***@example.it)',
    );
  });

  it('returns the very value given when there is nothing to mask', () => {
    const value = { method: 'POST', path: '/v1/auth/login', status: 200, nested: [{ ok: true }] };
    expect(redactLogValue(value)).toBe(value);
  });
});

describe('redactLogLine: a finished line', () => {
  it('gives back the same line when nothing in it is a secret', () => {
    const line = `${JSON.stringify({
      level: 30,
      time: 1795381472777,
      pid: 123456,
      hostname: 'vm',
      reqId: 'req-1',
      method: 'GET',
      path: '/v1/data/getDossier',
      status: 200,
      ms: 3,
      msg: 'request',
    })}\n`;
    expect(redactLogLine(line)).toBe(line);
  });

  it('masks a line, keeping its newline and its order', () => {
    const line = `${JSON.stringify({ level: 30, path: `/recupero-password/${RECOVERY_CODE}`, msg: 'request' })}\n`;
    expect(redactLogLine(line)).toBe(
      `${JSON.stringify({ level: 30, path: `/recupero-password/${REDACTED}`, msg: 'request' })}\n`,
    );
  });

  it('masks a line that is not JSON as text', () => {
    expect(redactLogLine('login of mario@example.it failed\n')).toBe('login of m***@example.it failed\n');
  });

  it('stays linear on every line, however long (no pattern that backtracks)', () => {
    const line = `${JSON.stringify({
      level: 30,
      time: 1795381472777,
      pid: 1,
      hostname: 'vm',
      reqId: 'req-1',
      method: 'POST',
      path: '/v1/auth/ValidateInviteCode',
      status: 200,
      ms: 3,
      msg: 'request',
    })}\n`;
    // About 3 µs a line on a laptop. No clock is read (tests assert no wall-clock time): a pattern that
    // backtracks takes minutes on these lines, and the test's own timeout fails it.
    for (let n = 0; n < 10_000; n++) expect(redactLogLine(line)).toBe(line);
    const long = `${'a'.repeat(50_000)}@${'b.'.repeat(25_000)}\n`;
    expect(redactLogLine(long)).not.toContain('a'.repeat(50_000));
  });
});

describe('redactedForLog', () => {
  it("keeps an error's name, code, masked message and stack frames, and its cause's", () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const error = Object.assign(
      new Error('Failed query: select 1 where email = $1\nparams: mario.rossi@example.it'),
      { cause },
    );
    const logged = redactedForLog(error);
    expect(logged).toMatchObject({
      name: 'Error',
      message: `Failed query: select 1 where email = $1\nparams: ${REDACTED}`,
      cause: { name: 'Error', code: '57P01', message: 'terminating connection due to administrator command' },
    });
    expect(String(logged.stack)).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toContain('mario.rossi');
  });
});
