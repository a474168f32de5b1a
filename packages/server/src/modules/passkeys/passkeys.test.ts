import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode, MAX_PASSKEYS } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { RateLimiter } from '../../shared/rate-limit.js';
import { type Account, messagesTo, newAccounts, newAddress } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { SoftAuthenticator } from '../../test/soft-authenticator.js';
import { LOGIN_ACCOUNT_RULE } from '../auth/index.js';
import { relyingPartyOf } from './relying-party.js';
import { PASSKEY_LOGIN_ADDRESS_RULE, PASSKEY_OPTIONS_ADDRESS_RULE } from './service.js';

const t = useTestApp();

/** A call from an address of its own (unless told), so one test's counts never meet another's. */
const call = (
  path: string,
  body: unknown,
  { token, address = newAddress() }: { token?: string; address?: string } = {},
) =>
  t.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const authenticator = () => {
  const rp = relyingPartyOf(t.config);
  return new SoftAuthenticator(rp.id, rp.origin);
};

const creationOptions = async (account: Account) => {
  const reply = await call(ApiPath.getPasskeyCreationOptions, {}, { token: account.token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().options;
};

/** Adds a passkey made by `device` to the account: the whole registration, as the profile does it. */
async function addPasskey(account: Account, device: SoftAuthenticator, name = 'Telefono di prova') {
  const credential = device.register(await creationOptions(account));
  const reply = await call(ApiPath.addPasskey, { name, credential }, { token: account.token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().passkey as { id: number; name: string };
}

const loginOptions = async (address?: string) => {
  const reply = await call(ApiPath.getPasskeyLoginOptions, {}, { address });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().options;
};

const loginWith = (
  credential: unknown,
  { address, applicationId = DEFAULT_APPLICATION_ID } = {} as {
    address?: string;
    applicationId?: string;
  },
) => call(ApiPath.loginWithPasskey, { credential, applicationId }, { address });

const expectCode = (reply: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(reply.statusCode).toBe(status);
  expect(reply.json()).toEqual({ status: 'KO', error: { code } });
};

const listOf = async (account: Account) =>
  (await call(ApiPath.getPasskeys, {}, { token: account.token })).json().passkeys as {
    id: number;
    name: string;
    lastUsedAt: string | null;
  }[];

describe('adding a passkey', () => {
  it('offers a discoverable credential with user verification, for this site, excluding those held', async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const first = await creationOptions(account);
    const rp = relyingPartyOf(t.config);
    expect(first.rp).toEqual({ name: 'Area Clienti', id: rp.id });
    expect(first.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(first.excludeCredentials).toEqual([]);
    const device = authenticator();
    const added = await addPasskey(account, device);
    const second = await creationOptions(account);
    expect(second.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([
      ...device.credentials.keys(),
    ]);
    // One WebAuthn user id per account once it holds a passkey, with nothing personal in it.
    expect(second.user.id).toBe([...device.credentials.values()][0]?.userHandle);
    expect(Buffer.from(first.user.id, 'base64url')).toHaveLength(32);
    expect(added.name).toBe('Telefono di prova');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.passkey-add'));
    expect(audit.some((row) => row.detail?.name === 'Telefono di prova')).toBe(true);
  });

  it('keeps several, newest first, renames and removes them; removing them all works', async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const device = authenticator();
    const phone = await addPasskey(account, device, 'iPhone di Anna');
    t.clock.advance(1000);
    const key = await addPasskey(account, device, 'Chiave USB (ufficio)');
    expect((await listOf(account)).map((p) => p.name)).toEqual(['Chiave USB (ufficio)', 'iPhone di Anna']);

    const renamed = await call(
      ApiPath.renamePasskey,
      { id: phone.id, name: '  Telefono  ' },
      { token: account.token },
    );
    expect(renamed.json().passkey).toMatchObject({ id: phone.id, name: 'Telefono' });

    for (const { id } of [phone, key]) {
      const removed = await call(ApiPath.removePasskey, { id }, { token: account.token });
      expect(removed.json()).toEqual({ status: 'OK' });
    }
    expect(await listOf(account)).toEqual([]);
    // The owner heard of each one added and removed, by name (a passkey signs in without the password).
    expect((await messagesTo(t, account.email)).map((mail) => mail.subject).reverse()).toEqual([
      'Area Clienti: è stata aggiunta una passkey',
      'Area Clienti: è stata aggiunta una passkey',
      'Area Clienti: è stata rimossa una passkey',
      'Area Clienti: è stata rimossa una passkey',
    ]);
    const [lastRemoval] = await messagesTo(t, account.email);
    expect(lastRemoval?.text).toContain('è stata rimossa la passkey «Chiave USB (ufficio)»');
    // A removed passkey signs no one in.
    expectCode(
      await loginWith(device.authenticate(await loginOptions())),
      401,
      ErrorCode.PASSKEY_NOT_RECOGNISED,
    );
  });

  it("answers another user's passkey exactly like a missing one", async () => {
    const [owner, other] = (await newAccounts(t, 2)) as [Account, Account];
    const { id } = await addPasskey(owner, authenticator());
    for (const [path, body] of [
      [ApiPath.removePasskey, { id }],
      [ApiPath.renamePasskey, { id, name: 'Mio' }],
    ] as const) {
      const theirs = await call(path, body, { token: other.token });
      const missing = await call(path, { ...body, id: 2_000_000_000 }, { token: other.token });
      expectCode(theirs, 404, ErrorCode.NOT_FOUND);
      expect(theirs.body).toBe(missing.body);
    }
    expect((await listOf(owner)).map((p) => p.id)).toEqual([id]);
    expect(await listOf(other)).toEqual([]);
    expect((await messagesTo(t, owner.email)).map((mail) => mail.subject)).toEqual([
      'Area Clienti: è stata aggiunta una passkey',
    ]);
    expect(await messagesTo(t, other.email)).toEqual([]);
  });

  it('takes each challenge once, from its own user only, while it lives', async () => {
    const [account, other] = (await newAccounts(t, 2)) as [Account, Account];
    const device = authenticator();
    const credential = device.register(await creationOptions(account));
    // Another user cannot answer it.
    expectCode(
      await call(ApiPath.addPasskey, { name: 'Rubata', credential }, { token: other.token }),
      400,
      ErrorCode.PASSKEY_CHALLENGE,
    );
    expect(
      (await call(ApiPath.addPasskey, { name: 'Mia', credential }, { token: account.token })).statusCode,
    ).toBe(200);
    expectCode(
      await call(ApiPath.addPasskey, { name: 'Di nuovo', credential }, { token: account.token }),
      400,
      ErrorCode.PASSKEY_CHALLENGE,
    );
    const late = device.register(await creationOptions(account));
    t.clock.advance(3 * 60_000 + 1);
    expectCode(
      await call(ApiPath.addPasskey, { name: 'Tardi', credential: late }, { token: account.token }),
      400,
      ErrorCode.PASSKEY_CHALLENGE,
    );
    const made = device.register({ challenge: 'inventata-dal-client', user: { id: 'AAAA' } });
    expectCode(
      await call(ApiPath.addPasskey, { name: 'Inventata', credential: made }, { token: account.token }),
      400,
      ErrorCode.PASSKEY_CHALLENGE,
    );
  });

  it('refuses an answer made for another site, or without user verification (PASSKEY_003)', async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const device = authenticator();
    for (const ceremony of [
      { origin: 'https://phishing.example' },
      { rpId: 'phishing.example' },
      { userVerified: false },
    ]) {
      const credential = device.register(await creationOptions(account), ceremony);
      expectCode(
        await call(ApiPath.addPasskey, { name: 'No', credential }, { token: account.token }),
        400,
        ErrorCode.PASSKEY_NOT_ADDED,
      );
    }
    expect(await listOf(account)).toEqual([]);
  });

  it(`holds at most ${MAX_PASSKEYS} (PASSKEY_004)`, async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const device = authenticator();
    const pending = device.register(await creationOptions(account));
    for (let i = 0; i < MAX_PASSKEYS; i += 1) await addPasskey(account, device, `Passkey ${i + 1}`);
    expectCode(
      await call(ApiPath.getPasskeyCreationOptions, {}, { token: account.token }),
      409,
      ErrorCode.PASSKEY_TOO_MANY,
    );
    // A ceremony started before the tenth was added does not make an eleventh.
    expectCode(
      await call(ApiPath.addPasskey, { name: 'Undicesima', credential: pending }, { token: account.token }),
      409,
      ErrorCode.PASSKEY_TOO_MANY,
    );
  });

  it('validates names and bodies with a 400 and a code, never a 500; needs a session', async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const credential = authenticator().register(await creationOptions(account));
    for (const name of ['', '   ', 'x'.repeat(41), '<script>', '-inizia con un segno', 'a\u0000b']) {
      expectCode(
        await call(ApiPath.addPasskey, { name, credential }, { token: account.token }),
        400,
        ErrorCode.VALIDATION,
      );
    }
    for (const body of [
      {},
      { name: 'Ok' },
      { name: 'Ok', credential: 'stringa' },
      { name: 'Ok', credential: { ...credential, type: 'password' } },
      { name: 'Ok', credential: { ...credential, id: 'non base64!' } },
      { name: 'Ok', credential: { ...credential, response: { clientDataJSON: 'AAAA' } } },
    ]) {
      expectCode(await call(ApiPath.addPasskey, body, { token: account.token }), 400, ErrorCode.VALIDATION);
    }
    // Well formed, but its client data is not JSON.
    const garbled = {
      ...credential,
      response: { ...credential.response, clientDataJSON: 'bm9uIMOoIGpzb24' },
    };
    expectCode(
      await call(ApiPath.addPasskey, { name: 'Ok', credential: garbled }, { token: account.token }),
      400,
      ErrorCode.PASSKEY_NOT_ADDED,
    );
    for (const body of [{ id: 'uno' }, { id: -1 }, { id: 1.5 }, {}]) {
      expectCode(
        await call(ApiPath.removePasskey, body, { token: account.token }),
        400,
        ErrorCode.VALIDATION,
      );
    }
    expectCode(await call(ApiPath.getPasskeys, {}), 401, ErrorCode.TOKEN);
    expectCode(await call(ApiPath.getPasskeyCreationOptions, {}), 401, ErrorCode.TOKEN);
  });
});

describe('signing in with a passkey', () => {
  it('opens a session like a password login: the same reply, the device cookie, the last use recorded', async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const device = authenticator();
    await addPasskey(account, device);
    const options = await loginOptions();
    expect(options).toMatchObject({ rpId: relyingPartyOf(t.config).id, userVerification: 'required' });
    expect(options).not.toHaveProperty('allowCredentials');

    const reply = await loginWith(device.authenticate(options));
    expect(reply.statusCode, reply.body).toBe(200);
    const { token, user } = reply.json();
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(user).toEqual({
      id: row?.userCode,
      username: row?.userCode,
      email: account.email,
      active: true,
      registrations: [{ applicationId: DEFAULT_APPLICATION_ID, roles: ['User'] }],
    });
    expect(reply.cookies.map((c) => c.name)).toContain('ac_device');
    const status = await call(ApiPath.getUserStatus, {}, { token });
    expect(status.json()).toMatchObject({ status: 'OK', user: { enabled: true } });
    expect((await listOf(account))[0]?.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('refuses a replayed answer, a made-up or expired challenge (PASSKEY_001)', async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const device = authenticator();
    await addPasskey(account, device);
    const answer = device.authenticate(await loginOptions());
    expect((await loginWith(answer)).statusCode).toBe(200);
    expectCode(await loginWith(answer), 400, ErrorCode.PASSKEY_CHALLENGE);
    expectCode(
      await loginWith(device.authenticate({ challenge: 'scelta-da-chi-attacca' })),
      400,
      ErrorCode.PASSKEY_CHALLENGE,
    );
    const late = device.authenticate(await loginOptions());
    t.clock.advance(3 * 60_000 + 1);
    expectCode(await loginWith(late), 400, ErrorCode.PASSKEY_CHALLENGE);
    // A challenge of a registration does not sign anyone in.
    const registration = await creationOptions(account);
    expectCode(await loginWith(device.authenticate(registration)), 400, ErrorCode.PASSKEY_CHALLENGE);
  });

  it('does not recognise an unknown passkey, a bad signature, another site, a cloned counter (PASSKEY_002)', async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const device = authenticator();
    await addPasskey(account, device);
    const stranger = authenticator();
    stranger.register({ challenge: 'mai-registrata', user: { id: 'AAAA' } });
    expectCode(
      await loginWith(stranger.authenticate(await loginOptions())),
      401,
      ErrorCode.PASSKEY_NOT_RECOGNISED,
    );

    const [credentialId] = [...device.credentials.keys()] as [string];
    const forged = device.authenticate(await loginOptions());
    const otherSignature = stranger.authenticate(await loginOptions());
    forged.response.signature = otherSignature.response.signature;
    expectCode(await loginWith(forged), 401, ErrorCode.PASSKEY_NOT_RECOGNISED);
    // A known credential id with another account's user handle.
    const mixed = device.authenticate(await loginOptions());
    mixed.response.userHandle = 'AAAAAAAA';
    expectCode(await loginWith(mixed), 401, ErrorCode.PASSKEY_NOT_RECOGNISED);
    for (const ceremony of [
      { origin: 'https://phishing.example' },
      { rpId: 'phishing.example' },
      { userVerified: false },
    ]) {
      expectCode(
        await loginWith(device.authenticate(await loginOptions(), credentialId, ceremony)),
        401,
        ErrorCode.PASSKEY_NOT_RECOGNISED,
      );
    }
    expect(
      (await loginWith(device.authenticate(await loginOptions(), credentialId, { counter: 50 }))).statusCode,
    ).toBe(200);
    // A copy of the authenticator signs with a counter behind the one last seen.
    expectCode(
      await loginWith(device.authenticate(await loginOptions(), credentialId, { counter: 40 })),
      401,
      ErrorCode.PASSKEY_NOT_RECOGNISED,
    );
  });

  it('keeps a disabled or locked account out, and another application (as a password login does)', async () => {
    const [disabled, locked, elsewhere] = (await newAccounts(t, 3)) as [Account, Account, Account];
    const device = authenticator();
    for (const account of [disabled, locked, elsewhere]) await addPasskey(account, device);
    const [forDisabled, forLocked, forElsewhere] = [...device.credentials.keys()] as [string, string, string];

    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, disabled.userId));
    expectCode(
      await loginWith(device.authenticate(await loginOptions(), forDisabled)),
      403,
      ErrorCode.USER_DISABLED,
    );

    const limiter = new RateLimiter(t.db, t.clock);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) {
      await limiter.attempt([[LOGIN_ACCOUNT_RULE, `user:${locked.userId}`]]);
    }
    expectCode(
      await loginWith(device.authenticate(await loginOptions(), forLocked)),
      429,
      ErrorCode.LOGIN_LOCKED,
    );
    // The agency's unlock lets the passkey in again.
    await limiter.reset(LOGIN_ACCOUNT_RULE, `user:${locked.userId}`);
    expect((await loginWith(device.authenticate(await loginOptions(), forLocked))).statusCode).toBe(200);

    expectCode(
      await loginWith(device.authenticate(await loginOptions(), forElsewhere), {
        applicationId: 'altra-app',
      }),
      403,
      ErrorCode.LOGIN_GROUP,
    );
  });

  // Each some thirty calls: more time than the default on a loaded machine.
  it('limits the sign-in challenges per address (LOGIN_002)', { timeout: 60_000 }, async () => {
    const address = newAddress();
    for (let i = 0; i < PASSKEY_OPTIONS_ADDRESS_RULE.limit; i += 1) await loginOptions(address);
    expectCode(await call(ApiPath.getPasskeyLoginOptions, {}, { address }), 429, ErrorCode.LOGIN_LOCKED);
  });

  it('limits failed sign-ins per address (LOGIN_002); a success is not counted', {
    timeout: 60_000,
  }, async () => {
    const [account] = (await newAccounts(t, 1)) as [Account];
    const device = authenticator();
    await addPasskey(account, device);
    const from = newAddress();
    expect((await loginWith(device.authenticate(await loginOptions()), { address: from })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < PASSKEY_LOGIN_ADDRESS_RULE.limit - 1; i += 1) {
      expectCode(
        await loginWith(device.authenticate({ challenge: `falsa-${i}` }), { address: from }),
        400,
        ErrorCode.PASSKEY_CHALLENGE,
      );
    }
    expect((await loginWith(device.authenticate(await loginOptions()), { address: from })).statusCode).toBe(
      200,
    );
    expectCode(
      await loginWith(device.authenticate({ challenge: 'falsa' }), { address: from }),
      400,
      ErrorCode.PASSKEY_CHALLENGE,
    );
    expectCode(
      await loginWith(device.authenticate(await loginOptions()), { address: from }),
      429,
      ErrorCode.LOGIN_LOCKED,
    );
  });

  it('answers malformed bodies with a 400 and a code, never a 500', async () => {
    const device = authenticator();
    device.register({ challenge: 'x', user: { id: 'AAAA' } });
    const good = device.authenticate(await loginOptions());
    for (const body of [
      {},
      { applicationId: DEFAULT_APPLICATION_ID },
      { credential: good },
      { credential: null, applicationId: DEFAULT_APPLICATION_ID },
      {
        credential: { ...good, response: { ...good.response, signature: 'é' } },
        applicationId: DEFAULT_APPLICATION_ID,
      },
      { credential: { ...good, rawId: 'A'.repeat(2000) }, applicationId: DEFAULT_APPLICATION_ID },
    ]) {
      expectCode(await call(ApiPath.loginWithPasskey, body), 400, ErrorCode.VALIDATION);
    }
    const garbled = { ...good, response: { ...good.response, clientDataJSON: 'bm9uIMOoIGpzb24' } };
    expectCode(await loginWith(garbled), 401, ErrorCode.PASSKEY_NOT_RECOGNISED);
    const notJson = await t.inject({
      method: 'POST',
      url: ApiPath.loginWithPasskey,
      payload: '{"credential":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});
