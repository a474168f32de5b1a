import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

// The console's page of a client (issue 21 item 2, docs/decisions/0096), on the demo agency.
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t.login('90000001');
});

const file = async (clientId: string, token = admin) => t.post(ApiPath.getClientFile, { clientId }, token);

describe('getClientFile', () => {
  it("reads Mario's file as he sees it: anagrafica, policies, claims, documents, consents, accesses", async () => {
    // Mario signs in once: an access to show.
    await t.login('10000001');
    const reply = await file('CLI-000001');
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      clientId: 'CLI-000001',
      accountState: 'registered',
      account: { userID: '10000001', email: 'mario.rossi@example.it' },
      anagrafica: { codiceFiscale: 'RSSMRA80A01H501U', cognome: 'Rossi', nome: 'Mario' },
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
  const viewsOf = async (target: string) =>
    (await t.post(ApiPath.getAuditLog, { filter: { action: 'client.view', target } }, admin)).json().entries;

  it('records each opening in the audit log: the account acted on, or the client without one', async () => {
    const before = (await viewsOf('10000001')).length;
    await file('CLI-000001');
    const views = await viewsOf('10000001');
    expect(views).toHaveLength(before + 1);
    expect(views[0]).toEqual({
      at: t.clock.now().toISOString(),
      actor: '90000001',
      action: 'client.view',
      target: '10000001',
      detail: null,
    });
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
