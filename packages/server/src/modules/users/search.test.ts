import {
  ApiPath,
  CLIENT_SEARCHES_PER_MINUTE,
  DEFAULT_APPLICATION_ID,
  ErrorCode,
} from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../delivery/outbox.js';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { acceptStaffInvite } from '../../test/accounts.js';
import { codiceFiscale, importRecords } from '../../test/agency-records.js';
import { burst, tallyOf } from '../../test/bursts.js';
import { useTestApp } from '../../test/harness.js';
import { setUpSecondFactor } from '../../test/second-factor.js';
import { staffAccount } from '../../test/staff-accounts.js';
import { searchKeysOf } from './search.js';

// The console's search for a client (issue 21 item 1, docs/decisions/0096), on the demo agency.
const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });
const loginAs = (loginId: string, password = DEMO_PASSWORD) =>
  t.post(ApiPath.login, { loginId, password, applicationId: DEFAULT_APPLICATION_ID });

interface Found {
  clientId: string;
  userId: string | null;
  accountState: string;
  matchedBy: string;
}
let admin: string;
const search = async (query: string, more: object = {}, token = admin) => {
  const reply = await t.post(ApiPath.searchClients, { query, ...more }, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { results: Found[]; next: string | null };
};
const first = async (query: string) => (await search(query)).results[0];

beforeAll(async () => {
  admin = await t.login('90000001');
});

describe('searchClients: every kind of key finds Mario Rossi (CLI-000001, 10000001)', () => {
  const mario = { clientId: 'CLI-000001', userId: '10000001', accountState: 'registered' };
  for (const [query, matchedBy] of [
    ['RSSMRA80A01H501U', 'taxCode'],
    ['rssmra80a01h501u', 'taxCode'],
    ['Rossi Mario', 'name'],
    ['mario rossi', 'name'],
    ['mario.rossi@example.it', 'email'],
    ['MARIO.ROSSI@EXAMPLE.IT', 'email'],
    ['333 123 4567', 'mobile'],
    ['+39 3331234567', 'mobile'],
    ['10020030', 'policy'],
    ['GA 123 BC', 'plate'],
    ['ga123bc', 'plate'],
    ['2026/RC/004571', 'claim'],
    ['10000001', 'userId'],
  ] as const) {
    it(`by ${matchedBy}: "${query}"`, async () => {
      expect(await first(query)).toMatchObject({ ...mario, matchedBy });
    });
  }

  it('with typing errors: a misspelt surname, a tax code with a wrong character', async () => {
    expect(await first('Rosi')).toMatchObject({ clientId: 'CLI-000001', matchedBy: 'name' });
    expect(await first('Rossi Maro')).toMatchObject({ clientId: 'CLI-000001', matchedBy: 'name' });
    expect(await first('RSSMRA80A01H5O1U')).toMatchObject({ clientId: 'CLI-000001', matchedBy: 'taxCode' });
    expect(await first('mario.rosi@example.it')).toMatchObject({
      clientId: 'CLI-000001',
      matchedBy: 'email',
    });
  });

  it('finds nobody for what nobody is', async () => {
    expect(await search('Zzyzx Qwerty')).toMatchObject({ results: [], next: null });
    expect(await search('99999999')).toMatchObject({ results: [], next: null });
  });
});

describe('searchClients: the account at a glance', () => {
  it('registered, without account, disabled; locked after the wrong passwords, registered once unlocked', async () => {
    expect(await first('VRDLCU85M12F205L')).toMatchObject({ userId: '10000003', accountState: 'registered' });
    expect(await first('Neri Anna')).toMatchObject({ clientId: 'CLI-000006', accountState: 'none' });
    expect(await first('CLMSRA92E47A794S')).toMatchObject({ userId: '10000005', accountState: 'disabled' });
    for (let attempt = 0; attempt < 5; attempt++) await loginAs('10000003', 'Sbagliata-2026!');
    expect(await first('VRDLCU85M12F205L')).toMatchObject({ accountState: 'locked' });
    await t.post(ApiPath.unlockUser, { userCode: '10000003' }, admin);
    expect(await first('VRDLCU85M12F205L')).toMatchObject({ accountState: 'registered' });
  });

  it('invited once an invite is sent to an account without a password', async () => {
    expect(await first('GLLPLA79H15L219O')).toMatchObject({ userId: '10000004', accountState: 'none' });
    await t.post(ApiPath.sendInvite, { userCode: '10000004' }, admin);
    expect(await first('GLLPLA79H15L219O')).toMatchObject({ userId: '10000004', accountState: 'invited' });
  });
});

describe('searchClients: a page at a time (keyset)', () => {
  it('walks every page once, in the same order as one long page, ties and all', async () => {
    // Six more Rossi: equal scores, ordered by id.
    await importRecords(
      t,
      ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio'].map((nome, n) => ({
        type: 'client' as const,
        id: `CLI-ROSSI-${n}`,
        codiceFiscale: codiceFiscale(`RSS${nome.slice(0, 3).toUpperCase()}70A01H50${n}`),
        nome,
        cognome: 'Rossi',
      })),
    );
    const all = await search('Rossi', { limit: 50 });
    expect(all.results.length).toBeGreaterThanOrEqual(7);
    const walked: Found[] = [];
    let after: string | undefined;
    do {
      const page = await search('Rossi', { limit: 1, ...(after ? { after } : {}) });
      walked.push(...page.results);
      after = page.next ?? undefined;
    } while (after);
    expect(walked.map((r) => r.clientId)).toEqual(all.results.map((r) => r.clientId));
    expect(new Set(walked.map((r) => r.clientId)).size).toBe(walked.length);
  });
});

describe('searchClients: at a million clients (decisions/0160)', () => {
  it('finds a client the feed renamed by the new name, and no longer by the old', async () => {
    const client = (cognome: string) => ({
      type: 'client' as const,
      id: 'CLI-RENAMED',
      codiceFiscale: codiceFiscale('BNCLRA90A41H501'),
      nome: 'Lara',
      cognome,
    });
    await importRecords(t, [client('Bianchetti')]);
    expect(await first('Bianchetti Lara')).toMatchObject({ clientId: 'CLI-RENAMED', matchedBy: 'name' });
    await importRecords(t, [client('Verdolini')]);
    expect(await first('Verdolini Lara')).toMatchObject({ clientId: 'CLI-RENAMED', matchedBy: 'name' });
    expect((await search('Bianchetti Lara')).results.map((r) => r.clientId)).not.toContain('CLI-RENAMED');
  });

  it('takes an e-mail typed whole as that client alone; one typed wrong still finds it', async () => {
    const client = (id: string, email: string, nome: string) => ({
      type: 'client' as const,
      id,
      codiceFiscale: codiceFiscale(`TSTMLA90A01H50${id.slice(-1)}`),
      nome,
      cognome: 'Postini',
      email,
    });
    await importRecords(t, [
      client('CLI-MAIL-1', 'giulia.postini@posta.example.it', 'Giulia'),
      client('CLI-MAIL-2', 'giulio.postini@posta.example.it', 'Giulio'),
    ]);
    const exact = await search('Giulia.Postini@posta.example.it');
    expect(exact.results.map((r) => [r.clientId, r.matchedBy])).toEqual([['CLI-MAIL-1', 'email']]);
    expect(await first('giulia.postnii@posta.example.it')).toMatchObject({
      clientId: 'CLI-MAIL-1',
      matchedBy: 'email',
    });
    expect(await first('giulia.postini@psota.example.it')).toMatchObject({
      clientId: 'CLI-MAIL-1',
      matchedBy: 'email',
    });
  });
});

describe('searchClients: who may search, and bad input', () => {
  it('a Staff member may; a client, a visitor may not', async () => {
    const email = 'ricerca@agenzia.it';
    await t.post(ApiPath.createStaffUser, { email, phone: '+39 340 555 9999', role: 'Staff' }, admin);
    const [mail] = await listOutbox(t.db, { to: email, limit: 1 });
    const { token: staff } = await acceptStaffInvite(t, mail?.text ?? '');
    // Nothing before the second factor is set up (decisions/0091), the search included.
    const early = await t.post(ApiPath.searchClients, { query: 'Rossi' }, staff);
    expect(early.json()).toEqual(ko(ErrorCode.SECONDFACTOR_PENDING));
    await setUpSecondFactor(t, staff);
    expect((await search('RSSMRA80A01H501U', {}, staff)).results[0]).toMatchObject({
      clientId: 'CLI-000001',
    });

    const luca = await t.login('10000003');
    const refused = await t.post(ApiPath.searchClients, { query: 'Rossi' }, luca);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(ko(ErrorCode.FORBIDDEN));
    const anonymous = await t.post(ApiPath.searchClients, { query: 'Rossi' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 VALIDATION_001 for a query too short, too long or missing, a bad cursor or limit', async () => {
    const last = await t.post(ApiPath.searchClients, { query: 'Rossi', after: '1.0000:2147483647' }, admin);
    expect(last.statusCode).toBe(200);
    for (const body of [
      {},
      { query: '' },
      { query: ' a ' },
      { query: 'x'.repeat(101) },
      { query: 42 },
      { query: 'Rossi', after: 'garbage' },
      { query: 'Rossi', after: "1.0000:1' or 1=1" },
      // An id past any client's (a PostgreSQL serial): the fuzz test drew it and met a 500.
      { query: '@!', after: '0.0000:5000000000' },
      { query: 'Rossi', after: '1.0000:2147483648' },
      { query: 'Rossi', limit: 0 },
      { query: 'Rossi', limit: 51 },
      { query: 'Rossi', limit: 'ten' },
    ]) {
      const reply = await t.post(ApiPath.searchClients, body, admin);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.code, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
    }
  });

  it('takes any text without an error: symbols, quotes, percent signs, other scripts', async () => {
    for (const query of ["'; drop table clients; --", '%%__', '\\\\', 'Ελληνικά', '@@', '++', '..']) {
      expect((await t.post(ApiPath.searchClients, { query }, admin)).statusCode, query).toBe(200);
    }
  });
});

describe('searchClients: the list shows tax code, e-mail and mobile masked (decisions/0132)', () => {
  it("Mario's whole values never leave in a search, whatever key found him; his page has them", async () => {
    for (const query of ['RSSMRA80A01H501U', 'mario.rossi@example.it', '+39 3331234567', 'Rossi Mario']) {
      const reply = await t.post(ApiPath.searchClients, { query }, admin);
      const mario = (reply.json().results as Found[]).find((found) => found.userId === '10000001');
      expect(mario, query).toMatchObject({
        codiceFiscale: 'RSS**********01U',
        email: 'm***i@example.it',
        mobile: '+39*******567',
      });
      for (const whole of ['RSSMRA80A01H501U', 'mario.rossi@example.it', '3331234567']) {
        expect(reply.body, `${query}: ${whole}`).not.toContain(whole);
      }
    }
    // A client without an account: the feed's own e-mail and mobile, masked the same way.
    expect(await first('Neri Anna')).toMatchObject({
      codiceFiscale: expect.stringMatching(/^\w{3}\*{10}\w{3}$/),
    });
  });
});

describe('searchClients: at most 60 searches a minute per staff account', () => {
  const searchAs = (token: string) => t.post(ApiPath.searchClients, { query: 'Rossi' }, token);

  it('the 61st search of a burst is 429 LIMIT_001 with Retry-After; a colleague searches on; the next minute it is back', async () => {
    const desk = await staffAccount(t, admin, 'sportello.uno@agenzia.it', 'Staff');
    const colleague = await staffAccount(t, admin, 'sportello.due@agenzia.it', 'Staff');
    const codes = await burst(t, CLIENT_SEARCHES_PER_MINUTE + 1, () => searchAs(desk.token));
    expect(tallyOf(codes)).toEqual({ OK: CLIENT_SEARCHES_PER_MINUTE, [ErrorCode.TOO_MANY_REQUESTS]: 1 });

    const refused = await searchAs(desk.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.TOO_MANY_REQUESTS, retryAfterMinutes: 1 },
    });
    // Every page is a search: the next page's too.
    expect((await t.post(ApiPath.searchClients, { query: 'Rossi', limit: 1 }, desk.token)).statusCode).toBe(
      429,
    );
    // Counted per account: the colleague at the next desk is not stopped.
    expect((await searchAs(colleague.token)).statusCode).toBe(200);

    // Refusals do not make the wait longer: the window of the first search ends a minute after it.
    t.clock.advance(59_000);
    expect((await searchAs(desk.token)).statusCode).toBe(429);
    t.clock.advance(1_000);
    const again = await searchAs(desk.token);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('searchKeysOf: what a typed text may be', () => {
  it('reads codes, names, e-mails and mobiles', () => {
    expect(searchKeysOf('GA 123 BC', undefined, 21)).toMatchObject({ compact: 'GA123BC', mobile: null });
    // A text with a digit is a code, never a name: no name is looked for (decisions/0160).
    for (const code of ['GA 123 BC', 'RSSMRA80A01H501U', '2026/RC/004571']) {
      expect(searchKeysOf(code, undefined, 21)).toMatchObject({ text: null });
    }
    expect(searchKeysOf("D'Angelo Maria", undefined, 21)).toMatchObject({ text: "d'angelo maria" });
    expect(searchKeysOf('+39 333 123 4567', undefined, 21)).toMatchObject({ mobile: '3331234567' });
    expect(searchKeysOf('a@b.it', undefined, 21)).toMatchObject({
      email: true,
      compact: null,
      text: 'a@b.it',
    });
    expect(searchKeysOf('Rossi', '0.8000:12', 21)).toMatchObject({
      text: 'rossi',
      after: { score: '0.8000', clientId: 12 },
    });
  });
});
