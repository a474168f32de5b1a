import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, EncryptJWT, type JWTPayload } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { ssoTokensUsed, userRoles, users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';
import { loadSsoKey, SSO_DEV_KEY_FILE } from './key.js';
import { makeSsoToken } from './token.js';

const key = randomBytes(32);
const sso = (cryptedParameters: string, headers: Record<string, string> = {}) =>
  t.post(
    ApiPath.autologinSso,
    { cryptedParameters, applicationId: DEFAULT_APPLICATION_ID },
    undefined,
    headers,
  );
const expectRefused = async (cryptedParameters: string, code: string) => {
  const reply = await sso(cryptedParameters);
  expect(reply.statusCode).toBe(401);
  expect(reply.json()).toEqual({ status: 'KO', error: { code } });
};

/** A token with the claims given, made like the bank's (dir + A256GCM) unless told otherwise. */
function customToken(
  claims: JWTPayload,
  {
    with: withKey = key,
    alg = 'dir',
    enc = 'A256GCM',
  }: { with?: Uint8Array; alg?: string; enc?: string } = {},
) {
  return new EncryptJWT(claims).setProtectedHeader({ alg, enc }).encrypt(withKey);
}
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const t = useTestApp({ config: { SSO_SHARED_KEY: key.toString('base64url') } });

describe('POST /v1/auth/AutologinSso', () => {
  it('logs in a user with the autologin flag from a fresh token, like a login', async () => {
    const token = await makeSsoToken(key, '10000001', t.clock.now());
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'dir', enc: 'A256GCM' });
    const reply = await sso(token);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    const login = await t.post(ApiPath.login, {
      loginId: '10000001',
      password: DEMO_PASSWORD,
      applicationId: DEFAULT_APPLICATION_ID,
    });
    expect(body.user).toEqual(login.json().user);
    expect(body.user.email).toBe('mario.rossi@example.it');
    const status = await t.post(ApiPath.getUserStatus, {}, body.token);
    expect(status.json()).toMatchObject({
      user: { enabled: true, autologinFlag: true },
      loginWarning: false,
    });
  });

  it('refuses the same token a second time (SSO_003), even sent twice at once', async () => {
    const token = await makeSsoToken(key, '10000001', t.clock.now());
    expect((await sso(token)).statusCode).toBe(200);
    await expectRefused(token, ErrorCode.SSO_REPLAYED);

    const twin = await makeSsoToken(key, '10000001', t.clock.now());
    const replies = await Promise.all([sso(twin), sso(twin)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(replies.find((r) => r.statusCode === 401)?.json().error.code).toBe(ErrorCode.SSO_REPLAYED);
  });

  it('accepts a token up to a minute old (with 5 seconds of clock difference), then SSO_002', async () => {
    const now = t.clock.now();
    expect(
      (await sso(await makeSsoToken(key, '10000001', new Date(now.getTime() - 55_000)))).statusCode,
    ).toBe(200);
    await expectRefused(
      await makeSsoToken(key, '10000001', new Date(now.getTime() - 70_000)),
      ErrorCode.SSO_EXPIRED,
    );
  });

  it('refuses a token from the future (beyond the tolerance) as SSO_001', async () => {
    await expectRefused(
      await makeSsoToken(key, '10000001', new Date(t.clock.now().getTime() + 30_000)),
      ErrorCode.SSO_INVALID,
    );
  });

  it('refuses a tampered token, one made with another key, or not a JWE at all: SSO_001', async () => {
    const token = await makeSsoToken(key, '10000001', t.clock.now());
    const parts = token.split('.');
    const ciphertext = parts[3] as string;
    parts[3] = `${ciphertext[0] === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    await expectRefused(parts.join('.'), ErrorCode.SSO_INVALID);
    await expectRefused(
      await makeSsoToken(randomBytes(32), '10000001', t.clock.now()),
      ErrorCode.SSO_INVALID,
    );
    await expectRefused('not-a-token', ErrorCode.SSO_INVALID);
    await expectRefused('a.b.c.d.e', ErrorCode.SSO_INVALID);
  });

  it('refuses other algorithms and tokens without the expected claims: SSO_001', async () => {
    const iat = seconds(t.clock.now());
    const complete = { sub: '10000001', iat, exp: iat + 60, jti: 'id-1' };
    await expectRefused(await customToken(complete, { alg: 'A256KW' }), ErrorCode.SSO_INVALID);
    await expectRefused(
      await customToken(complete, { enc: 'A128GCM', with: key.subarray(0, 16) }),
      ErrorCode.SSO_INVALID,
    );
    for (const missing of ['sub', 'iat', 'exp', 'jti'] as const) {
      const claims: JWTPayload = { ...complete, jti: `${missing}-missing` };
      delete claims[missing];
      await expectRefused(await customToken(claims), ErrorCode.SSO_INVALID);
    }
    await expectRefused(await customToken({ ...complete, sub: 'mario', jti: 'x1' }), ErrorCode.SSO_INVALID);
    await expectRefused(
      await customToken({ ...complete, exp: iat + 3600, jti: 'x2' }),
      ErrorCode.SSO_INVALID,
    );
    await expectRefused(
      await customToken({ ...complete, jti: 7 as unknown as string }),
      ErrorCode.SSO_INVALID,
    );
  });

  it('refuses SSO_004: autologin off, unknown user, disabled user, no registration, other application', async () => {
    const fresh = (userCode: string) => makeSsoToken(key, userCode, t.clock.now());
    await expectRefused(await fresh('10000003'), ErrorCode.SSO_NOT_ALLOWED);
    await expectRefused(await fresh('19999999'), ErrorCode.SSO_NOT_ALLOWED);

    await t.db.update(users).set({ autologinFlag: true }).where(eq(users.userCode, '10000005'));
    await expectRefused(await fresh('10000005'), ErrorCode.SSO_NOT_ALLOWED);

    const [luca] = await t.db.select().from(users).where(eq(users.userCode, '10000003'));
    await t.db.update(users).set({ autologinFlag: true }).where(eq(users.userCode, '10000003'));
    await t.db.delete(userRoles).where(eq(userRoles.userId, luca?.id ?? 0));
    await expectRefused(await fresh('10000003'), ErrorCode.SSO_NOT_ALLOWED);
    await t.db
      .insert(userRoles)
      .values({ userId: luca?.id ?? 0, applicationId: DEFAULT_APPLICATION_ID, role: 'User' });
    expect((await sso(await fresh('10000003'))).statusCode).toBe(200);

    const other = await t.post(ApiPath.autologinSso, {
      cryptedParameters: await fresh('10000001'),
      applicationId: 'altra-app',
    });
    expect(other.statusCode).toBe(401);
    expect(other.json().error.code).toBe(ErrorCode.SSO_NOT_ALLOWED);
  });

  it('forgets used ids once their tokens are stale anyway', async () => {
    expect((await t.db.select().from(ssoTokensUsed)).length).toBeGreaterThan(0);
    t.clock.advance(11 * 60_000);
    expect((await sso(await makeSsoToken(key, '10000001', t.clock.now()))).statusCode).toBe(200);
    expect(await t.db.select().from(ssoTokensUsed)).toHaveLength(1);
  });

  it('marks a single sign-on from a new browser as a new access', async () => {
    await t.login('10000001');
    const token = await makeSsoToken(key, '10000001', t.clock.now());
    const reply = await sso(token, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Safari/604.1' });
    const status = await t.post(ApiPath.getUserStatus, {}, reply.json().token);
    expect(status.json().loginWarning).toBe(true);
  });

  it.each([
    ['no fields', {}],
    ['empty cryptedParameters', { cryptedParameters: '', applicationId: DEFAULT_APPLICATION_ID }],
    ['no applicationId', { cryptedParameters: 'abc' }],
    ['a number', { cryptedParameters: 42, applicationId: DEFAULT_APPLICATION_ID }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, body) => {
    const reply = await t.post(ApiPath.autologinSso, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
  });
});

describe('single sign-on without a key', () => {
  const off = useTestApp();
  it('refuses every token with SSO_004', async () => {
    const reply = await off.post(ApiPath.autologinSso, {
      cryptedParameters: await makeSsoToken(key, '10000001', off.clock.now()),
      applicationId: DEFAULT_APPLICATION_ID,
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.code).toBe(ErrorCode.SSO_NOT_ALLOWED);
  });
});

describe('the key (loadSsoKey)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sso-key-'));
    dirs.push(dir);
    return dir;
  };

  it('is SSO_SHARED_KEY when set', async () => {
    const config = testConfig({ SSO_SHARED_KEY: key.toString('base64url') });
    expect(Buffer.from((await loadSsoKey(config)) ?? [])).toEqual(key);
  });

  it('is none in production and in tests without SSO_SHARED_KEY', async () => {
    const DATA_DIR = await tempDir();
    expect(await loadSsoKey(testConfig({ NODE_ENV: 'production', DATA_DIR }))).toBeNull();
    expect(await loadSsoKey(testConfig({ DATA_DIR }))).toBeNull();
  });

  it('in development, is made once in DATA_DIR/sso-dev.key (mode 0600) and kept', async () => {
    const DATA_DIR = join(await tempDir(), 'data');
    const config = testConfig({ NODE_ENV: 'development', DATA_DIR });
    const first = await loadSsoKey(config);
    expect(first).toHaveLength(32);
    const file = join(DATA_DIR, SSO_DEV_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await loadSsoKey(config)).toEqual(first);
  });
});
