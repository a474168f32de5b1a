import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { oathtool } from '../../test/second-factor.js';
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
