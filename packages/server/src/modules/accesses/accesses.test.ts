import { ApiPath, ErrorCode, RECENT_ACCESSES } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { type Account, loginFrom as login, newAccounts } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { SoftAuthenticator } from '../../test/soft-authenticator.js';
import { relyingPartyOf } from '../passkeys/index.js';

const t = useTestApp();
const LUCA = '10000003';
const MARIO = '10000001';
const ADMIN = '90000001';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const loginFrom = (userCode: string, userAgent: string, remoteAddress: string) =>
  login(t, userCode, { userAgent, remoteAddress });

describe('getAccessi', () => {
  it("lists the caller's accesses newest first: when, browser and system, the network masked, the current one marked", async () => {
    await loginFrom(LUCA, CHROME_WINDOWS, '93.41.12.200');
    t.clock.advance(60_000);
    const current = await loginFrom(LUCA, SAFARI_IPHONE, '2001:db8:85a3::8a2e:370:7334');
    const reply = await t.post(ApiPath.getAccessi, {}, current);
    expect(reply.statusCode).toBe(200);
    const { accessi } = reply.json();
    expect(accessi).toEqual([
      {
        data: t.clock.now().toISOString(),
        browser: 'Safari',
        sistema: 'iPhone',
        rete: '2001:db8:85a3:*',
        attiva: true,
        nuovoAccesso: true,
        corrente: true,
      },
      {
        data: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        browser: 'Chrome',
        sistema: 'Windows',
        rete: '93.41.12.*',
        attiva: true,
        nuovoAccesso: false,
        corrente: false,
      },
    ]);
    // Never the whole address, never the session's token or its hash.
    expect(reply.body).not.toContain('93.41.12.200');
    expect(reply.body).not.toContain('8a2e');
    expect(reply.body).not.toMatch(/token/i);
  });

  it(`lists the newest ${RECENT_ACCESSES} only`, async () => {
    for (let i = 0; i < RECENT_ACCESSES + 2; i++) await loginFrom(LUCA, FIREFOX_LINUX, `10.1.1.${i}`);
    const token = await loginFrom(LUCA, FIREFOX_LINUX, '10.1.1.99');
    const { accessi } = (await t.post(ApiPath.getAccessi, {}, token)).json();
    expect(accessi).toHaveLength(RECENT_ACCESSES);
    expect(accessi[0]).toMatchObject({
      corrente: true,
      rete: '10.1.1.*',
      browser: 'Firefox',
      sistema: 'Linux',
    });
  });

  it("holds nothing of another user's accesses", async () => {
    const mario = await loginFrom(MARIO, CHROME_WINDOWS, '203.0.113.5');
    const { accessi } = (await t.post(ApiPath.getAccessi, {}, mario)).json();
    expect(accessi).toHaveLength(1);
    expect(accessi[0]).toMatchObject({ rete: '203.0.113.*', corrente: true });
  });

  it('refuses bad input: no session, a wrong token, another userID, a body of the wrong shape', async () => {
    const luca = await t.login(LUCA);
    expect((await t.post(ApiPath.getAccessi, {})).json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.TOKEN },
    });
    expect((await t.post(ApiPath.getAccessi, {}, `${luca}x`)).statusCode).toBe(401);
    const other = await t.post(ApiPath.getAccessi, { userID: MARIO }, luca);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe(ErrorCode.FORBIDDEN);
    const wrong = await t.post(ApiPath.getAccessi, { userID: { $ne: null } }, luca);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe(ErrorCode.VALIDATION);
    expect((await t.post(ApiPath.getAccessi, { userID: LUCA }, luca)).statusCode).toBe(200);
  });
});

describe("getAccessi: the account's passkeys", () => {
  /** The whole ceremony from a session fresh for the step-up, as /profilo/passkey runs it: answers the id. */
  async function addPasskey(account: Account, name: string): Promise<number> {
    const rp = relyingPartyOf(t.config);
    const device = new SoftAuthenticator(rp.id, rp.origin);
    const options = (await t.post(ApiPath.getPasskeyCreationOptions, {}, account.token)).json().options;
    const reply = await t.post(
      ApiPath.addPasskey,
      { name, credential: device.register(options) },
      account.token,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().passkey.id;
  }
  const passkeysShown = async (account: Account) =>
    (await t.post(ApiPath.getAccessi, {}, account.token)).json().passkey;

  it('lists every passkey of the caller, newest first, by name with when it was added, and nothing of its key', async () => {
    const [anna, other] = (await newAccounts(t, 2)) as [Account, Account];
    expect(await passkeysShown(anna)).toEqual([]);
    const firstAdded = t.clock.now().toISOString();
    const phone = await addPasskey(anna, 'Telefono di Anna');
    t.clock.advance(60_000);
    await addPasskey(anna, 'Chiave USB');
    await addPasskey(other, 'Computer di un altro');

    const reply = await t.post(ApiPath.getAccessi, {}, anna.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().passkey).toEqual([
      { nome: 'Chiave USB', aggiunta: t.clock.now().toISOString() },
      { nome: 'Telefono di Anna', aggiunta: firstAdded },
    ]);
    // Another account's passkey is not among them; no key, credential or handle leaves.
    expect(reply.body).not.toContain('Computer di un altro');
    expect(reply.body).not.toMatch(/credential|publicKey|userHandle|counter/i);
    expect(await passkeysShown(other)).toEqual([
      { nome: 'Computer di un altro', aggiunta: expect.any(String) },
    ]);

    // Removed at /profilo/passkey, it is no longer listed.
    const removed = await t.post(ApiPath.removePasskey, { id: phone }, anna.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await passkeysShown(anna)).toEqual([
      { nome: 'Chiave USB', aggiunta: t.clock.now().toISOString() },
    ]);
  });
});

describe('endOtherSessions', () => {
  it("ends every other session of the caller at once, keeps the caller's, and leaves other users' alone", async () => {
    const phone = await loginFrom(LUCA, SAFARI_IPHONE, '93.41.12.7');
    const laptop = await loginFrom(LUCA, FIREFOX_LINUX, '93.41.12.8');
    const mario = await loginFrom(MARIO, CHROME_WINDOWS, '203.0.113.5');
    const here = await loginFrom(LUCA, CHROME_WINDOWS, '93.41.12.9');
    const reply = await t.post(ApiPath.endOtherSessions, {}, here);
    expect(reply.statusCode).toBe(200);
    // Every session Luca opened in this file before `here` was still open (none idled out: the clock moved 1 minute).
    expect(reply.json().terminate).toBeGreaterThanOrEqual(2);

    for (const ended of [phone, laptop]) {
      const status = await t.post(ApiPath.getUserStatus, {}, ended);
      expect(status.statusCode).toBe(401);
      expect(status.json()).toEqual({ status: 'KO', error: { code: ErrorCode.TOKEN } });
    }
    expect((await t.post(ApiPath.getUserStatus, {}, here)).statusCode).toBe(200);
    expect((await t.post(ApiPath.getUserStatus, {}, mario)).statusCode).toBe(200);

    const { accessi } = (await t.post(ApiPath.getAccessi, {}, here)).json();
    expect(accessi.filter((a: { attiva: boolean }) => a.attiva)).toEqual([
      expect.objectContaining({ corrente: true, rete: '93.41.12.*' }),
    ]);
    expect((await t.post(ApiPath.endOtherSessions, {}, here)).json()).toEqual({ status: 'OK', terminate: 0 });
  });

  it('is recorded in the audit log: who, when, how many', async () => {
    const admin = await t.login(ADMIN);
    const { entries } = (await t.post(ApiPath.getAuditLog, {}, admin)).json();
    const ended = entries.filter((entry: { action: string }) => entry.action === 'user.end-other-sessions');
    expect(ended[0]).toMatchObject({ actor: LUCA, target: LUCA, detail: { ended: '0' } });
    expect(Number(ended[1].detail.ended)).toBeGreaterThanOrEqual(2);
  });

  it("refuses bad input and another user's userID, ending nothing", async () => {
    const other = await loginFrom(LUCA, FIREFOX_LINUX, '10.9.9.9');
    const luca = await loginFrom(LUCA, FIREFOX_LINUX, '10.9.9.10');
    expect((await t.post(ApiPath.endOtherSessions, {})).statusCode).toBe(401);
    expect((await t.post(ApiPath.endOtherSessions, { userID: MARIO }, luca)).json().error.code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.post(ApiPath.endOtherSessions, { userID: [LUCA] }, luca)).statusCode).toBe(400);
    const notJson = await t.inject({
      method: 'POST',
      url: ApiPath.endOtherSessions,
      payload: 'tutte',
      headers: { authorization: `Bearer ${luca}`, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect((await t.post(ApiPath.getUserStatus, {}, other)).statusCode).toBe(200);
  });
});
