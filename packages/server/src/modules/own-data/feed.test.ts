import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiPath, type OwnDataFeedLine } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { webhookSignature } from '../../shared/signed-webhook.js';
import { codiceFiscale, importRecords } from '../../test/agency-records.js';
import { accountOfClient } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';
import { clientIdOfAgencyId } from '../profile/index.js';
import { OWN_DATA_WEBHOOK } from './feed.js';

// What reaches the agency (the outbound feed, the signed webhook) and what wins against its next import
// (issue 35 item 2, docs/decisions/0145).
const SECRET = 'o'.repeat(40);
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, reply) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    reply.statusCode = 204;
    reply.end();
  });
});
const config: Partial<Config> = {};
beforeAll(async () => {
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  config.OWN_DATA_WEBHOOK_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/dati`;
  config.OWN_DATA_WEBHOOK_SECRET = SECRET;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
const t = useTestApp({ config });

const TORINO = { indirizzo: 'Via Roma 1', comune: 'TORINO', cap: '10121', provincia: 'TO' };
const MILANO = { indirizzo: 'Corso Buenos Aires 10', comune: 'MILANO', cap: '20124', provincia: 'MI' };
let n = 0;

/** The client's record as the agency's feed sends it, with the residence given. */
const record = (id: string, residence: typeof TORINO) => ({
  type: 'client' as const,
  id,
  codiceFiscale: codiceFiscale(`FEDOWN80A01H${500 + Number(id.slice(4))}`),
  nome: 'Fede',
  cognome: `Feed ${id}`,
  email: `fede.${id.toLowerCase()}@example.it`,
  indirizzi: [residence],
});

async function client() {
  const id = `FED-${++n}`;
  await importRecords(t, [record(id, TORINO)]);
  const clientId = (await clientIdOfAgencyId(t.db, id)) as number;
  const { token } = await accountOfClient(t, clientId);
  return { id, token, call: (path: string, body: unknown = {}) => t.post(path, body, token) };
}

const feedAfter = async (since: number, staff: string) => {
  const reply = await t.post(ApiPath.getOwnDataFeed, { since }, staff);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OwnDataFeedLine);
};
const clientFile = async (id: string, staff: string) =>
  (await t.post(ApiPath.getClientFile, { clientId: id }, staff)).json();

describe('the outbound feed and the webhook', () => {
  it('lists each change after `since` in order, an IBAN masked; the webhook posts each line signed', async () => {
    const staff = await t.login('90000001');
    const start = (await feedAfter(0, staff)).at(-1)?.feedSeq ?? 0;
    const fede = await client();
    const before = received.length;
    expect((await fede.call(ApiPath.setPaperless, { online: true })).statusCode).toBe(200);
    expect((await fede.call(ApiPath.changeIban, { iban: 'IT60X0542811101000000123456' })).statusCode).toBe(
      200,
    );
    const lines = await feedAfter(start, staff);
    expect(lines.map((l) => l.kind)).toEqual(['paperless', 'iban']);
    expect(lines[0]).toMatchObject({
      clientId: fede.id,
      value: 'online',
      previousValue: 'posta',
      state: 'settled',
    });
    expect(lines[1]).toMatchObject({ value: '**** **** **** **** **** ***3 456', state: 'requested' });
    expect(JSON.stringify(lines)).not.toContain('0542811101000000123456');
    expect(await feedAfter(lines[1]?.feedSeq ?? 0, staff)).toEqual([]);

    await t.app.queues.drain(OWN_DATA_WEBHOOK);
    const calls = received.slice(before);
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const timestamp = String(call.headers['x-area-clienti-timestamp']);
      expect(call.headers['x-area-clienti-signature']).toBe(
        `sha256=${webhookSignature(SECRET, timestamp, call.body)}`,
      );
    }
    // The queue may post them in either order: each line once.
    const posted = calls.map((c) => JSON.parse(c.body) as OwnDataFeedLine);
    expect(posted.sort((a, b) => a.feedSeq - b.feedSeq)).toEqual(lines);
  });

  it('a client may not read the feed', async () => {
    const fede = await client();
    expect((await fede.call(ApiPath.getOwnDataFeed, {})).statusCode).toBe(403);
  });
});

describe("what wins when the agency's feed disagrees (decisions/0145)", () => {
  it("the client's address stays theirs against an import of the old one; staff see both; the new one settles it", async () => {
    const staff = await t.login('90000001');
    const fede = await client();
    const changed = await fede.call(ApiPath.changeAddress, { tipo: 'residenza', indirizzo: MILANO });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().change).toMatchObject({ kind: 'residenza', state: 'applied' });

    // The next import still carries Turin, with another change to the record so that it is rewritten.
    await importRecords(t, [{ ...record(fede.id, TORINO), cell: '+393471234567' }]);
    const view = (await fede.call(ApiPath.getDatiERecapiti)).json();
    expect(view.residenza).toMatchObject({ indirizzo: MILANO.indirizzo, comune: 'Milano' });
    expect(view.pending).toHaveLength(1);
    const file = await clientFile(fede.id, staff);
    expect(file.modificheCliente[0]).toMatchObject({ kind: 'residenza', state: 'applied' });
    expect(JSON.parse(file.modificheCliente[0].value)).toMatchObject({ comune: 'Milano' });
    expect(JSON.parse(file.modificheCliente[0].feedValue)).toMatchObject({ comune: 'TORINO' });
    expect(file.indirizzi[0]).toMatchObject({ comune: 'TORINO' });

    // The feed now carries Milan: the change is settled and nothing is pending.
    await importRecords(t, [record(fede.id, { ...MILANO, indirizzo: 'corso buenos aires  10' })]);
    const settled = (await fede.call(ApiPath.getDatiERecapiti)).json();
    expect(settled.pending).toEqual([]);
    // The agency's own spelling from now on.
    expect(settled.residenza).toMatchObject({ comune: 'MILANO', indirizzo: 'corso buenos aires  10' });
    const after = await clientFile(fede.id, staff);
    expect(after.modificheCliente[0]).toMatchObject({ state: 'settled', feedValue: null });
  });

  it('a foreign postal address is taken as written, and kept beside an agency that has none', async () => {
    const fede = await client();
    const brussels = {
      indirizzo: 'Rue Neuve 3',
      cap: '1000',
      comune: 'Bruxelles',
      provincia: '',
      country: 'be',
    };
    const reply = await fede.call(ApiPath.changeAddress, { tipo: 'recapito', indirizzo: brussels });
    expect(reply.statusCode, reply.body).toBe(200);
    const view = (await fede.call(ApiPath.getDatiERecapiti)).json();
    expect(view.recapito).toEqual({ ...brussels, country: 'BE' });
    expect(view.residenza).toMatchObject({ comune: 'TORINO' });
  });
});
