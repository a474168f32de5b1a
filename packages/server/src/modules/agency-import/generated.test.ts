import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, type ImportClient, type ImportDossier } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDataSet } from '../../agency-data/generate/write-data-set.js';
import { lastCodeTo, newAddress, newPhone } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { recordQueries, sequentialScansOfLargeTables } from '../../test/query-plans.js';
import { registrationBody } from '../../test/registration.js';
import { importFeed } from './service.js';

const t = useTestApp();
const CLIENTS = 2_000;
const out = join(tmpdir(), `area-clienti-generated-${process.pid}-${Date.now()}`);

const linesOf = async <T>(file: string) =>
  (await readFile(join(out, file), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T & { type: string })
    // Each file's header (its record count) is no record.
    .filter((record) => record.type !== 'feed');

/** The e-mail code, then a mobile number and its SMS code: the account is enabled. */
async function completeOnboarding(token: string, email: string) {
  const emailCode = await lastCodeTo(t, email);
  expect((await t.post(ApiPath.validateEmail, { emailVerificationToken: emailCode }, token)).statusCode).toBe(
    200,
  );
  t.clock.advance(60_000);
  const phone = newPhone();
  expect((await t.post(ApiPath.sendSms, { phone }, token)).statusCode).toBe(200);
  const smsCode = await lastCodeTo(t, `+39${phone}`);
  expect((await t.post(ApiPath.validatePhone, { smsSecurityCode: smsCode }, token)).statusCode).toBe(200);
}

describe(`a generated data set of ${CLIENTS} clients (npm run gen-data)`, () => {
  beforeAll(async () => {
    await writeDataSet({ clients: CLIENTS, seed: 7, out });
  }, 120_000);
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('imports whole, and its clients register, log in and read their policies, claims and documents', async () => {
    const outcome = await importFeed(
      { db: t.db, deliveries: t.app.deliveries, config: t.config },
      { path: out },
    );
    expect(outcome.problems).toEqual([]);
    expect(outcome.summary?.entities.client).toEqual({
      created: CLIENTS,
      updated: 0,
      removed: 0,
      unchanged: 0,
    });
    expect(outcome.summary?.entities.dossier.created).toBe(CLIENTS * 3);
    expect(outcome.summary?.entities.document.created).toBeGreaterThan(CLIENTS * 9);

    const clients = await linesOf<ImportClient>('clients.jsonl');
    const dossiers = await linesOf<ImportDossier>('dossiers.jsonl');
    // Three clients from the start, the middle and the end of the feed, each registering as a client would.
    for (const client of [clients[0], clients[CLIENTS / 2], clients.at(-1)]) {
      const own = dossiers.filter((dossier) => dossier.client === client?.id);
      const reply = await t.inject({
        method: 'POST',
        url: ApiPath.createUser,
        payload: registrationBody({
          codiceFiscale: client?.codiceFiscale,
          numeroPolizza: own[0]?.numeroPolizza,
          email: `generated.${client?.id}@example.it`.toLowerCase(),
        }),
        remoteAddress: newAddress(),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const token = reply.json().token as string;
      await completeOnboarding(token, `generated.${client?.id}@example.it`.toLowerCase());
      const list = (await t.post(ApiPath.getDossierList, {}, token)).json();
      expect(list.dossiers.map((d: { numeroPolizza: string }) => d.numeroPolizza).sort()).toEqual(
        own.map((d) => d.numeroPolizza).sort(),
      );
      for (const { dossierID } of list.dossiers as { dossierID: number }[]) {
        expect((await t.post(ApiPath.getDossier, { dossierId: dossierID }, token)).statusCode).toBe(200);
        expect((await t.post(ApiPath.getSinistri, { dossierId: dossierID }, token)).statusCode).toBe(200);
      }
      const documents = (await t.post(ApiPath.getDocumenti, {}, token)).json().documenti as {
        documentID: number;
      }[];
      expect(documents.length).toBeGreaterThan(0);
      const first = await t.post(ApiPath.getDocumento, { documentID: documents[0]?.documentID }, token);
      expect(Buffer.from(first.json().documento.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
  }, 300_000);

  it('runs every query of the login and read paths on an index over the generated data (EXPLAIN)', async () => {
    // The data imported by the test above; a client of its own registers, then logs in and reads.
    const client = (await linesOf<ImportClient>('clients.jsonl'))[1];
    const own = (await linesOf<ImportDossier>('dossiers.jsonl')).filter((d) => d.client === client?.id);
    const email = `plans.${client?.id}@example.it`.toLowerCase();
    const body = registrationBody({
      codiceFiscale: client?.codiceFiscale,
      numeroPolizza: own[0]?.numeroPolizza,
      email,
    });
    const registered = await t.inject({
      method: 'POST',
      url: ApiPath.createUser,
      payload: body,
      remoteAddress: newAddress(),
    });
    await completeOnboarding(registered.json().token as string, email);
    const sent = await recordQueries(t.db, async () => {
      const login = await t.post(ApiPath.login, {
        loginId: email,
        password: body.password,
        applicationId: t.config.APPLICATION_ID,
      });
      expect(login.statusCode, login.body).toBe(200);
      const token = login.json().token as string;
      expect((await t.post(ApiPath.getUserStatus, {}, token)).statusCode).toBe(200);
      const list = (await t.post(ApiPath.getDossierList, {}, token)).json().dossiers as {
        dossierID: number;
      }[];
      for (const path of [
        ApiPath.getDossier,
        ApiPath.getDossierTabs,
        ApiPath.getGaranzie,
        ApiPath.getMovimenti,
        ApiPath.getSinistri,
      ]) {
        for (const { dossierID } of list) {
          expect((await t.post(path, { dossierId: dossierID }, token)).statusCode).toBe(200);
        }
      }
      const documents = (await t.post(ApiPath.getDocumenti, {}, token)).json().documenti as {
        documentID: number;
      }[];
      const first = await t.post(ApiPath.getDocumento, { documentID: documents[0]?.documentID }, token);
      expect(first.statusCode).toBe(200);
      // The home's at-a-glance, the calendar file and its subscription address, read by a calendar.
      expect((await t.post(ApiPath.getInEvidenza, {}, token)).statusCode).toBe(200);
      expect((await t.post(ApiPath.getCalendarFile, {}, token)).statusCode).toBe(200);
      const feed = (await t.post(ApiPath.createCalendarFeed, {}, token)).json().feed as { url: string };
      expect((await t.inject({ method: 'GET', url: new URL(feed.url).pathname })).statusCode).toBe(200);
    });
    expect(sent.length).toBeGreaterThan(10);
    // A table past a thousand rows read whole, on every login or read, is what slows a real agency down.
    expect(await sequentialScansOfLargeTables(t.db, sent, 1_000)).toEqual([]);
  }, 120_000);
});
