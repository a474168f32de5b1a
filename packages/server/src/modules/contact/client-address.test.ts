import { ApiPath } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, users } from '../../db/schema.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { newAddress } from '../../test/accounts.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';
import { findUserIdByCode, setVerifiedEmail } from '../accounts/index.js';
import { answerDueAt } from './working-days.js';

/*
 * A request after the client changed their e-mail in the area, and a request the client writes to again once
 * answered (docs/decisions/0143), on the clock the tests inject.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const t = useTestApp({
  deps: () => ({ mailer: new SmtpMailer(smtp.url, 'Area Clienti <no-reply@example.it>') }),
});
const OLD_EMAIL = 'mario.rossi@example.it';
const NEW_EMAIL = 'mario.nuovo@example.it';
// Monday 1 March 2027, 10:00 in Rome (UTC+1).
const MONDAY = Date.parse('2027-03-01T09:00:00Z');
const moveTo = (at: number) => t.clock.advance(at - t.clock.now().getTime());

let admin = '';
let mario = '';
const logIn = async () => {
  admin = await t.login('90000001');
  mario = await t.login('10000001');
};
const post = async (path: string, body: object, token: string) => (await t.post(path, body, token)).json();
const ask = async (testo: string): Promise<{ numero: string; id: number }> => {
  const sent = await t.inject({
    method: 'POST',
    url: ApiPath.formContatti,
    payload: { oggetto: '1', testo },
    headers: { authorization: `Bearer ${mario}` },
    remoteAddress: newAddress(),
  });
  const { numero } = sent.json() as { numero: string };
  const [row] = await t.db.select().from(contactRequests).where(eq(contactRequests.numero, numero));
  return { numero, id: row?.id as number };
};
const answer = (id: number, text: string) => post(ApiPath.answerInboxRequest, { id, text }, admin);
const clientReply = (numero: string, testo: string) =>
  t.inject({
    method: 'POST',
    url: ApiPath.replyMyRequest,
    payload: { numero, testo },
    headers: { authorization: `Bearer ${mario}` },
    remoteAddress: newAddress(),
  });
const mailsAbout = (address: string, numero: string) =>
  smtp
    .to(address)
    .map((mail) => mail.subject)
    .filter((subject) => subject.includes(numero));
const inInbox = async (id: number) =>
  (
    (await post(ApiPath.getInbox, { limit: 50 }, admin)).requests as {
      id: number;
      late: boolean;
      dueAt: string;
    }[]
  ).find((r) => r.id === id);

beforeAll(async () => {
  moveTo(MONDAY);
  await logIn();
});

describe("the client's e-mail changed in the area", () => {
  it("sends a new request's copy and a reply's notice to the account's new e-mail, not the agency's old one", async () => {
    const before = await ask('Scritta prima di cambiare e-mail.');
    const userId = (await findUserIdByCode(t.db, '10000001')) as number;
    // The change confirmed in the area: the account's e-mail moves; the agency's record waits for its feed.
    await setVerifiedEmail(t.db, userId, NEW_EMAIL);
    const after = await ask('Scritta dopo aver cambiato e-mail.');
    await post(ApiPath.takeInboxRequest, { id: before.id }, admin);
    expect(await answer(before.id, 'Risposta alla prima.')).toMatchObject({ status: 'OK' });
    await t.app.deliveries.drain();

    const copy = `Area Clienti: abbiamo ricevuto la tua richiesta ${after.numero}`;
    expect(mailsAbout(NEW_EMAIL, after.numero)).toEqual([copy]);
    expect(mailsAbout(OLD_EMAIL, after.numero)).toEqual([]);
    // The request written before the change was stored with the old address: its reply goes to the new one.
    const notice = `Area Clienti: nuova risposta alla tua richiesta ${before.numero}`;
    expect(mailsAbout(NEW_EMAIL, before.numero)).toEqual([notice]);
    expect(mailsAbout(OLD_EMAIL, before.numero)).not.toContain(notice);
    await t.db.update(users).set({ email: OLD_EMAIL }).where(eq(users.id, userId));
  });
});

describe('a client writes again to an answered request', () => {
  it('is due one working day after their reply, not "in ritardo" at once; the first answer stays in time', async () => {
    moveTo(MONDAY + 7 * 86_400_000);
    await logIn();
    const { numero, id } = await ask('Quando arriva il rimborso?');
    expect(await post(ApiPath.takeInboxRequest, { id }, admin)).toMatchObject({ status: 'OK' });
    t.clock.advance(3_600_000);
    await logIn();
    expect(await answer(id, 'Entro fine mese.')).toMatchObject({ status: 'OK' });
    const figures = async () => post(ApiPath.getInboxFigures, {}, admin);
    const { answered, answeredInTime } = await figures();

    // Ten days later the client says thanks: the request is back with who holds it, not late.
    moveTo(Date.parse('2027-03-18T15:00:00Z'));
    await logIn();
    expect((await clientReply(numero, 'Grazie!')).json()).toMatchObject({ status: 'OK' });
    const due = answerDueAt(t.clock.now()).toISOString();
    expect(due).toBe('2027-03-19T15:00:00.000Z');
    expect(await inInbox(id)).toMatchObject({ late: false, dueAt: due });
    expect(
      ((await post(ApiPath.getInbox, { late: true }, admin)).requests as { id: number }[]).map((r) => r.id),
    ).not.toContain(id);
    expect(await figures()).toMatchObject({ answered, answeredInTime });

    // Unanswered a working day on, it is late.
    moveTo(Date.parse('2027-03-19T15:01:00Z'));
    await logIn();
    expect(await inInbox(id)).toMatchObject({ late: true });
  });

  it('keeps a late first answer late in the figures when the client writes again', async () => {
    moveTo(Date.parse('2027-03-22T09:00:00Z'));
    await logIn();
    const { numero, id } = await ask('Mi richiamate?');
    await post(ApiPath.takeInboxRequest, { id }, admin);
    // Two days on: the first answer is late.
    moveTo(Date.parse('2027-03-24T09:00:00Z'));
    await logIn();
    await answer(id, 'Scusi il ritardo: la chiamiamo oggi.');
    const before = await post(ApiPath.getInboxFigures, {}, admin);
    t.clock.advance(3_600_000);
    await logIn();
    expect((await clientReply(numero, 'Va bene, grazie.')).json()).toMatchObject({ status: 'OK' });
    expect(await post(ApiPath.getInboxFigures, {}, admin)).toMatchObject({
      answered: before.answered,
      answeredInTime: before.answeredInTime,
    });
  });
});
