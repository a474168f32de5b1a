import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../shared/rate-limit.js';
import { lastCodeTo, messagesTo } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { OWN_DATA_BRANCH_EMAIL, ownDataClient } from '../../test/own-data-clients.js';
import { ContactService } from '../contact/index.js';
import { OwnDataService } from './service.js';

// The agency keeps the changes of e-mail and address as requests (OWN_DATA_EMAIL_MODE and
// OWN_DATA_ADDRESS_MODE `request`, docs/decisions/0145 and 0146): each a numbered request of the inbox,
// recorded with the change in one transaction.
const t = useTestApp({ config: { OWN_DATA_EMAIL_MODE: 'request', OWN_DATA_ADDRESS_MODE: 'request' } });
const NOTE = "Il cambio è nell'Area Clienti, in attesa che il flusso dell'agenzia lo riporti.";
const MILANO = { indirizzo: 'Via Padova 7', cap: '20127', comune: 'Milano', provincia: 'MI' };

/** What the client's page of the request shows, and the console's inbox detail of the newest request. */
async function seen(token: string, numero: string) {
  const mine = (await t.post(ApiPath.getMyRequest, { numero }, token)).json().request;
  const admin = await t.login('90000001');
  const [newest] = (await t.post(ApiPath.getInbox, { limit: 1 }, admin)).json().requests as { id: number }[];
  const inbox = (await t.post(ApiPath.getInboxRequest, { id: newest?.id }, admin)).json().request;
  return { mine, inbox };
}

describe('changes kept as requests', () => {
  it('an address becomes a numbered request: the client sees its number and their own text', async () => {
    const dora = await ownDataClient(t);
    const reply = await dora.call(ApiPath.changeAddress, { tipo: 'residenza', indirizzo: MILANO });
    expect(reply.statusCode, reply.body).toBe(200);
    const change = reply.json().change;
    expect(change).toMatchObject({ kind: 'residenza', state: 'requested' });
    expect(change.requestId).toMatch(/^R-\d{4}-\d{6}$/);
    const view = await dora.view();
    expect(view.modes).toEqual({ email: 'request', indirizzo: 'request' });
    // A request waits for the agency: the page keeps the agency's address, the change is listed as pending.
    expect(view.residenza.comune).toBe('TORINO');
    expect(view.pending).toEqual([expect.objectContaining({ requestId: change.requestId })]);
    const { mine, inbox } = await seen(dora.token, change.requestId);
    expect(mine.testo).toBe('Nuovo indirizzo di residenza: Via Padova 7, 20127 Milano (MI)');
    expect(inbox).toMatchObject({ subject: 'Cambio dei dati personali', testo: mine.testo });
    const [mail] = await messagesTo(t, OWN_DATA_BRANCH_EMAIL);
    expect(mail?.text).toContain(change.requestId);
    expect(mail?.text).toContain(NOTE);
  });

  it('a new e-mail, once its code is typed, becomes a numbered request too', async () => {
    const dora = await ownDataClient(t);
    const next = `richiesta.${dora.n}@example.it`;
    await dora.call(ApiPath.startEmailChange, { email: next });
    const reply = await dora.call(ApiPath.confirmEmailChange, { code: await lastCodeTo(t, next) });
    expect(reply.statusCode, reply.body).toBe(200);
    const change = reply.json().change;
    expect(change).toMatchObject({ kind: 'email', state: 'requested', value: next });
    expect(change.requestId).toMatch(/^R-\d{4}-\d{6}$/);
    expect((await dora.view()).pending).toEqual([expect.objectContaining({ requestId: change.requestId })]);
    const { mine } = await seen(dora.token, change.requestId);
    expect(mine.testo).toBe(`Nuova e-mail: ${next}`);
  });

  it("new bank details: the client's page shows their text, the note on the mandate is the branch's only", async () => {
    const dora = await ownDataClient(t);
    const reply = await dora.call(ApiPath.changeIban, { iban: 'IT60X0542811101000000123456' });
    const change = reply.json().change;
    const { mine } = await seen(dora.token, change.requestId);
    expect(mine.testo).toBe(
      'Nuovo IBAN per i rimborsi e gli addebiti diretti: **** **** **** **** **** ***3 456',
    );
    expect(mine.testo).not.toContain('console');
    const [mail] = await messagesTo(t, OWN_DATA_BRANCH_EMAIL);
    expect(mail?.text).toContain('Il mandato di addebito è da far firmare al cliente.');
  });
});

describe('a change and its request: both or neither', () => {
  it('when the change cannot be recorded, no request reaches the branch and the client sees none', async () => {
    const dora = await ownDataClient(t);
    const rateLimiter = new RateLimiter(t.db, t.clock);
    const deliveries = t.app.deliveries;
    const parts = { db: t.db, clock: t.clock, config: t.config, rateLimiter, deliveries };
    const failing = new OwnDataService({
      ...parts,
      contact: new ContactService(parts),
      announceChange: async () => {
        throw new Error('the queue is down');
      },
    });
    const identity = {
      sessionId: 0,
      userId: dora.userId,
      userCode: String(dora.userId),
      clientId: dora.clientId,
      roles: [],
    };
    await expect(failing.changeIban(identity, 'IT60X0542811101000000123456')).rejects.toThrow('queue');
    await expect(failing.changeAddress(identity, 'recapito', { ...MILANO, country: 'IT' })).rejects.toThrow(
      'queue',
    );
    await deliveries.drain();
    expect((await t.post(ApiPath.getMyRequests, {}, dora.token)).json().requests).toEqual([]);
    expect((await dora.view()).pending).toEqual([]);
    expect(await messagesTo(t, OWN_DATA_BRANCH_EMAIL)).not.toContainEqual(
      expect.objectContaining({ text: expect.stringContaining(`Dati ${dora.n}`) }),
    );
  });

  it('answers OWNDATA_004 for an IBAN already asked for', async () => {
    const dora = await ownDataClient(t);
    await dora.call(ApiPath.changeIban, { iban: 'DE89 3704 0044 0532 0130 00' });
    const again = await dora.call(ApiPath.changeIban, { iban: 'DE89370400440532013000' });
    expect(again.json().error?.code).toBe(ErrorCode.OWNDATA_SAME);
  });
});
