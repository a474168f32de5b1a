import { ApiPath, CLIENT_FILES_PER_MINUTE, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { burst, tallyOf } from '../../test/bursts.js';
import { useTestApp } from '../../test/harness.js';
import { oathtool } from '../../test/second-factor.js';
import { staffAccount } from '../../test/staff-accounts.js';
import { DEMO_TOTP_SECRET } from '../second-factor/index.js';

// The console's page of a client (issue 21 item 2, docs/decisions/0096), on the demo agency.
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t.login('90000001');
});

const file = async (clientId: string, token = admin) => t.post(ApiPath.getClientFile, { clientId }, token);
/** The audit log's entries of an act on one target, newest first, as the console lists them. */
const auditOf = async (action: string, target: string) =>
  (await t.post(ApiPath.getAuditLog, { filter: { action, target } }, admin)).json().entries;
/** One record more of the act on `target` than `before`, the newest by the demo Superuser, now. */
async function expectOneMoreRecord(action: string, target: string, before: number, detail: unknown) {
  const entries = await auditOf(action, target);
  expect(entries).toHaveLength(before + 1);
  expect(entries[0]).toEqual({ at: t.clock.now().toISOString(), actor: '90000001', action, target, detail });
}

describe('getClientFile', () => {
  it("reads Mario's file as he sees it: anagrafica, policies, claims, documents, consents, accesses", async () => {
    // Mario signs in once: an access to show.
    await t.login('10000001');
    const reply = await file('CLI-000001');
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    // The whole values the search's list masks (decisions/0132).
    expect(body).toMatchObject({
      clientId: 'CLI-000001',
      accountState: 'registered',
      account: { userID: '10000001', email: 'mario.rossi@example.it', cellulare: '+393331234567' },
      anagrafica: {
        codiceFiscale: 'RSSMRA80A01H501U',
        cognome: 'Rossi',
        nome: 'Mario',
        email: 'mario.rossi@example.it',
        cell: '+393331234567',
      },
    });
    expect(body.polizze.map((p: { numeroPolizza: string }) => p.numeroPolizza)).toContain('10020030');
    expect(body.sinistri.length).toBeGreaterThan(0);
    expect(body.documenti.length).toBeGreaterThan(0);
    expect(body.accessi.length).toBeGreaterThan(0);
  });

  it('reads a client without an account: the agency records, no account', async () => {
    const reply = await file('CLI-000006');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      clientId: 'CLI-000006',
      accountState: 'none',
      account: null,
      consensi: [],
      accessi: [],
      richiesteDiContatto: [],
      anagrafica: { cognome: 'Neri', nome: 'Anna' },
    });
  });

  it('the state follows the account: disabled', async () => {
    expect((await file('CLI-000005')).json()).toMatchObject({ accountState: 'disabled' });
  });

  it('answers NOTFOUND_001 for no such client, 400 for a bad body, 403 to a client, 401 to a visitor', async () => {
    const missing = await file('CLI-NESSUNO');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe(ErrorCode.NOT_FOUND);
    for (const body of [{}, { clientId: '' }, { clientId: 'x'.repeat(65) }, { clientId: 7 }]) {
      const reply = await t.post(ApiPath.getClientFile, body, admin);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
    const luca = await t.login('10000003');
    expect((await file('CLI-000003', luca)).json().error.code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post(ApiPath.getClientFile, { clientId: 'CLI-000001' })).statusCode).toBe(401);
  });
});

describe("getClientFile: who looked at whom, and the client's messages", () => {
  const viewsOf = (target: string) => auditOf('client.view', target);

  it('records each opening in the audit log: the account acted on, or the client without one', async () => {
    const before = (await viewsOf('10000001')).length;
    await file('CLI-000001');
    await expectOneMoreRecord('client.view', '10000001', before, null);
    await file('CLI-000006');
    expect((await viewsOf('client:CLI-000006'))[0]).toMatchObject({ actor: '90000001' });
    // A client not found was not looked at.
    await file('CLI-NESSUNO');
    expect(await viewsOf('client:CLI-NESSUNO')).toEqual([]);
  });

  it("lists the messages to the client's e-mail, in any case, with their state; none of another's", async () => {
    await t.app.deliveries.email({
      to: 'Mario.Rossi@Example.it',
      subject: 'Prova per Mario',
      text: 'x',
      html: 'x',
    });
    await t.app.deliveries.email({
      to: 'giulia.bianchi@example.it',
      subject: 'Prova per Giulia',
      text: 'x',
      html: 'x',
    });
    await t.app.deliveries.drain();
    const { deliveries } = (await file('CLI-000001')).json();
    const subjects = deliveries.map((d: { subject: string | null }) => d.subject);
    expect(subjects).toContain('Prova per Mario');
    expect(subjects).not.toContain('Prova per Giulia');
    expect(deliveries.find((d: { subject: string }) => d.subject === 'Prova per Mario')).toMatchObject({
      channel: 'email',
      state: 'sent',
      to: 'M***@Example.it',
      nextTryAt: null,
    });
    // Anna has no account and no address in the feed: no messages.
    expect((await file('CLI-000006')).json().deliveries).toEqual([]);
  });
});

describe("getClientIban: a policy's whole IBAN behind the staff member's step-up, audited (decisions/0132)", () => {
  const MARIO_IBAN = 'IT60X0542811101000000123456';
  const ibanViewsOf = (target: string) => auditOf('client.view-iban', target);
  const policyOf = async (clientId: string, numero: string, token = admin) => {
    const { polizze } = (await file(clientId, token)).json();
    return polizze.find((p: { numeroPolizza: string }) => p.numeroPolizza === numero) as {
      dossierID: number;
      iban: string | null;
    };
  };
  const ibanOf = (clientId: string, dossierId: number, token: string) =>
    t.post(ApiPath.getClientIban, { clientId, dossierId }, token);

  it("the client's page sends every IBAN masked but its last four characters", async () => {
    const reply = await file('CLI-000001');
    expect(reply.body).not.toContain(MARIO_IBAN);
    expect((await policyOf('CLI-000001', '10020030')).iban).toBe('**** **** **** **** **** ***3 456');
  });

  it("refused without a fresh second factor; after the app's code, shown and audited", async () => {
    // A session of its own, its second factor given at login, then left for more than 10 minutes.
    const staff = await t.login('90000001');
    const { dossierID } = await policyOf('CLI-000001', '10020030', staff);
    t.clock.advance(11 * 60_000);
    const before = (await ibanViewsOf('10000001')).length;
    const refused = await ibanOf('CLI-000001', dossierID, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'KO', error: { code: ErrorCode.SECONDFACTOR_STEP_UP } });
    expect(refused.body).not.toContain(MARIO_IBAN);
    // Refused, so nothing was seen: nothing recorded.
    expect(await ibanViewsOf('10000001')).toHaveLength(before);

    const code = oathtool(DEMO_TOTP_SECRET, t.clock.now());
    const verified = await t.post(ApiPath.verifySecondFactor, { method: 'app', code }, staff);
    expect(verified.statusCode, verified.body).toBe(200);
    const shown = await ibanOf('CLI-000001', dossierID, staff);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ status: 'OK', iban: MARIO_IBAN });
    await expectOneMoreRecord('client.view-iban', '10000001', before, { polizza: '10020030' });
  });

  it("another client's policy, no such client or policy: NOTFOUND_001, nothing recorded; bad bodies 400", async () => {
    const staff = await t.login('90000001');
    const giulias = (await file('CLI-000002', staff)).json().polizze[0].dossierID as number;
    const before = (await ibanViewsOf('10000001')).length;
    for (const [clientId, dossierId] of [
      ['CLI-000001', giulias],
      ['CLI-NESSUNO', giulias],
      ['CLI-000001', 2_000_000_000],
    ] as const) {
      const reply = await ibanOf(clientId, dossierId, staff);
      expect(reply.statusCode, `${clientId} ${dossierId}`).toBe(404);
      expect(reply.json().error.code).toBe(ErrorCode.NOT_FOUND);
    }
    expect(await ibanViewsOf('10000001')).toHaveLength(before);
    for (const body of [
      {},
      { clientId: 'CLI-000001' },
      { clientId: '', dossierId: 1 },
      { clientId: 'CLI-000001', dossierId: -1 },
    ]) {
      const reply = await t.post(ApiPath.getClientIban, body, staff);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
  });

  it('a client may not call it, not even for their own policy; a visitor neither', async () => {
    const mario = await t.login('10000001');
    const { dossierID } = await policyOf('CLI-000001', '10020030');
    expect((await ibanOf('CLI-000001', dossierID, mario)).json().error.code).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await t.post(ApiPath.getClientIban, { clientId: 'CLI-000001', dossierId: dossierID })).statusCode,
    ).toBe(401);
  });
});

describe('getClientFile: at most 30 openings a minute per staff account (decisions/0132)', () => {
  /** The demo's clients, walked in turn as a script walks the feed's sequential ids. */
  const DEMO_CLIENTS = ['CLI-000001', 'CLI-000002', 'CLI-000003', 'CLI-000005', 'CLI-000006'];
  const walk = (i: number) => DEMO_CLIENTS[i % DEMO_CLIENTS.length] as string;
  const viewsBy = async (actor: string) =>
    (await t.post(ApiPath.getAuditLog, { filter: { action: 'client.view', actor } }, admin)).json()
      .entries as unknown[];

  it('the 31st opening of a burst is 429 LIMIT_001 with Retry-After, reading and recording nothing; a colleague opens on; the next minute it opens again', async () => {
    const desk = await staffAccount(t, admin, 'schede.uno@agenzia.it', 'Staff');
    const colleague = await staffAccount(t, admin, 'schede.due@agenzia.it', 'Staff');
    const codes = await burst(t, CLIENT_FILES_PER_MINUTE + 1, (i) => file(walk(i), desk.token));
    expect(tallyOf(codes)).toEqual({ OK: CLIENT_FILES_PER_MINUTE, [ErrorCode.TOO_MANY_REQUESTS]: 1 });

    const refused = await file('CLI-000001', desk.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.TOO_MANY_REQUESTS, retryAfterMinutes: 1 },
    });
    // Nothing of the client went out, and only the openings that read it are in the audit log.
    expect(refused.body).not.toContain('RSSMRA80A01H501U');
    expect(await viewsBy(desk.code)).toHaveLength(CLIENT_FILES_PER_MINUTE);
    // Its own count: the desk may still search, and the colleague at the next desk opens the page.
    expect((await t.post(ApiPath.searchClients, { query: 'Rossi' }, desk.token)).statusCode).toBe(200);
    const colleagues = await file('CLI-000001', colleague.token);
    expect(colleagues.statusCode, colleagues.body).toBe(200);
    expect(colleagues.json().anagrafica.codiceFiscale).toBe('RSSMRA80A01H501U');

    // Refusals do not make the wait longer: the window of the first opening ends a minute after it.
    t.clock.advance(59_000);
    expect((await file('CLI-000001', desk.token)).statusCode).toBe(429);
    t.clock.advance(1_000);
    const again = await file('CLI-000001', desk.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().anagrafica.codiceFiscale).toBe('RSSMRA80A01H501U');
  });

  it('walking ids that do not exist counts too: a script probing the feed is stopped as one reading it', async () => {
    const prober = await staffAccount(t, admin, 'schede.tre@agenzia.it', 'Staff');
    for (let n = 0; n < CLIENT_FILES_PER_MINUTE; n++) {
      const missing = await file(`CLI-9${String(n).padStart(5, '0')}`, prober.token);
      expect(missing.statusCode, missing.body).toBe(404);
    }
    const refused = await file('CLI-000001', prober.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(await viewsBy(prober.code)).toEqual([]);
  });
});
