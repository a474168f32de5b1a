import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, dossiers, users } from '../../db/schema.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { newClient } from '../../test/accounts.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';
import { queueClientNotices } from './service.js';

const PUBLIC_URL = 'https://clienti.agenzia.example';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const t = useTestApp({
  config: { PUBLIC_URL },
  deps: () => ({ mailer: new SmtpMailer(smtp.url, 'Area Clienti <no-reply@area-clienti.local>') }),
});
const ko = (code: string) => ({ status: 'KO', error: { code } });

const MARIO = 'mario.rossi@example.it';
const LUCA = 'luca.verdi@example.it';

/** The demo users' client ids, by user code. */
async function clientIdsOf(...userCodes: string[]): Promise<number[]> {
  const rows = await t.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(inArray(users.userCode, userCodes));
  return rows.map((row) => row.clientId as number);
}

/** Queues the notices in a transaction of its own, then sends what it queued, as the import will. */
async function notify(clientIds: number[]): Promise<number> {
  const queued = await t.db.transaction((tx) =>
    queueClientNotices({ deliveries: t.app.deliveries, config: t.config }, tx, clientIds),
  );
  await t.app.deliveries.drain();
  return queued;
}

/** The e-mails each address received during `act`. */
async function receivedDuring(act: () => Promise<unknown>) {
  const before = smtp.received.length;
  await act();
  return smtp.received.slice(before);
}

describe('queueClientNotices', () => {
  it('sends one e-mail per user, however often their client is named, with a link to the login', async () => {
    const [mario, luca] = [...(await clientIdsOf('10000001')), ...(await clientIdsOf('10000003'))];
    let queued = 0;
    const mails = await receivedDuring(async () => {
      queued = await notify([mario as number, luca as number, mario as number, mario as number]);
    });
    expect(queued).toBe(2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([[LUCA], [MARIO]]);
    const [mail] = mails;
    expect(mail?.subject).toBe("Area Clienti: c'è una novità per te");
    expect(mail?.text).toContain(`${PUBLIC_URL}/login`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/login"`);
    expect(mail?.text).toContain('Gentile cliente,');
  });

  it('says nothing of the client: no name, tax code, user ID, policy, plate, document or claim', async () => {
    const [mario] = await clientIdsOf('10000001');
    const mails = await receivedDuring(() => notify([mario as number]));
    expect(mails).toHaveLength(1);
    const [policy] = await t.db
      .select({ numeroPolizza: dossiers.numeroPolizza, targa: dossiers.targa })
      .from(dossiers)
      .where(eq(dossiers.clientId, mario as number))
      .limit(1);
    const documentNames = (
      await t.db
        .select({ name: documents.name })
        .from(documents)
        .innerJoin(dossiers, eq(dossiers.id, documents.dossierId))
        .where(eq(dossiers.clientId, mario as number))
    ).map((row) => row.name.replace(/\.pdf$/, ''));
    const personal = [
      'Mario',
      'Rossi',
      'RSSMRA80A01H501U',
      '10000001',
      '10020030',
      'GA123BC',
      '2026/RC/004571',
      'Auto Sicura',
      '582',
      policy?.numeroPolizza as string,
      policy?.targa as string,
      ...documentNames,
    ];
    expect(documentNames.length).toBeGreaterThan(0);
    const mail = mails[0];
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      for (const value of personal) expect(part?.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });

  it('sends nothing to a disabled user, one still waiting for their invite, one mid-registration', async () => {
    // Sara Colombo is disabled; Paolo Gallo has not chosen a password yet (his invite is pending).
    const [sara, paolo] = [...(await clientIdsOf('10000005')), ...(await clientIdsOf('10000004'))];
    const registering = await newClient(t);
    await t.db.insert(users).values({
      userCode: '30900001',
      clientId: registering.clientId,
      email: registering.typed.email,
      passwordHash: 'not-a-real-hash',
      emailVerified: true,
    });
    const mails = await receivedDuring(async () => {
      expect(await notify([sara as number, paolo as number, registering.clientId])).toBe(0);
    });
    expect(mails).toEqual([]);
  });

  it('sends nothing for clients without an account, unknown clients or none at all', async () => {
    const { clientId } = await newClient(t);
    const mails = await receivedDuring(async () => {
      expect(await notify([clientId])).toBe(0);
      expect(await notify([2_000_000_000])).toBe(0);
      expect(await notify([])).toBe(0);
    });
    expect(mails).toEqual([]);
  });

  it('queues inside the caller’s transaction: rolled back, nothing leaves', async () => {
    const [mario] = await clientIdsOf('10000001');
    const mails = await receivedDuring(async () => {
      await expect(
        t.db.transaction(async (tx) => {
          const queued = await queueClientNotices({ deliveries: t.app.deliveries, config: t.config }, tx, [
            mario as number,
          ]);
          expect(queued).toBe(1);
          throw new Error('the import failed after queueing');
        }),
      ).rejects.toThrow('the import failed after queueing');
      await t.app.deliveries.drain();
    });
    expect(mails).toEqual([]);
  });
});

describe('POST /v1/data/setClientNotices', () => {
  const noticesOf = async (token: string) =>
    (await t.post(ApiPath.getUserStatus, {}, token)).json().user.clientNotices as boolean;

  it('turned off, the user gets no notice; turned on again, they do; the choice is kept', async () => {
    const token = await t.login('10000003');
    const [luca] = await clientIdsOf('10000003');
    expect(await noticesOf(token)).toBe(true);

    const off = await t.post(ApiPath.setClientNotices, { userID: '10000003', enabled: false }, token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ status: 'OK', clientNotices: false });
    expect(await noticesOf(await t.login('10000003'))).toBe(false);
    expect(await receivedDuring(() => notify([luca as number]))).toEqual([]);

    const on = await t.post(ApiPath.setClientNotices, { enabled: true }, token);
    expect(on.json()).toEqual({ status: 'OK', clientNotices: true });
    expect(await noticesOf(token)).toBe(true);
    const mails = await receivedDuring(() => notify([luca as number]));
    expect(mails.map((mail) => mail.to)).toEqual([[LUCA]]);
  });

  it("changes only the caller's choice: another userID is FORBIDDEN_001, no session TOKEN_1001", async () => {
    const luca = await t.login('10000003');
    const mario = await t.login('10000001');
    const other = await t.post(ApiPath.setClientNotices, { userID: '10000001', enabled: false }, luca);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(ko(ErrorCode.FORBIDDEN));
    const none = await t.post(ApiPath.setClientNotices, { enabled: false });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(ko(ErrorCode.TOKEN));
    expect(await noticesOf(mario)).toBe(true);
  });

  it.each([
    ['no choice', {}],
    ['the choice as a string', { enabled: 'false' }],
    ['the choice as S/N', { enabled: 'N' }],
    ['the choice as a number', { enabled: 0 }],
    ['the choice as null', { enabled: null }],
  ])('%s → 400 VALIDATION_001, nothing changed', async (_name, body) => {
    const token = await t.login('10000001');
    const reply = await t.post(ApiPath.setClientNotices, body, token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
    expect(await noticesOf(token)).toBe(true);
  });
});
