import { randomUUID } from 'node:crypto';
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { claimReportMessages, claimReports, clients, contactRequests, users } from '../../db/schema.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { newAddress } from '../../test/accounts.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';

/** Requests are cases (issue 35 item 1, docs/decisions/0143): a number, a copy, a thread, the client's calls. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const t = useTestApp({
  deps: () => ({ mailer: new SmtpMailer(smtp.url, 'Area Clienti <no-reply@example.it>') }),
});
const ko = (code: string) => ({ status: 'KO', error: { code } });
const NUMBER = /^R-2026-\d{6}$/;
const MARIO_EMAIL = 'mario.rossi@example.it';

const ask = (token: string, body: object = { oggetto: '1', testo: 'Quando scade la mia polizza?' }) =>
  t.inject({
    method: 'POST',
    url: ApiPath.formContatti,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: newAddress(),
  });
const post = async (path: string, body: object, token: string) => (await t.post(path, body, token)).json();
const reply = (token: string, numero: string, testo: string) =>
  t.inject({
    method: 'POST',
    url: ApiPath.replyMyRequest,
    payload: { numero, testo },
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: newAddress(),
  });
const idOf = async (numero: string) =>
  (await t.db.select().from(contactRequests).where(eq(contactRequests.numero, numero)))[0]?.id as number;
const copiesTo = (address: string) =>
  smtp.to(address).filter((mail) => mail.subject.startsWith('Area Clienti: abbiamo ricevuto'));

let admin = '';
let mario = '';
let luca = '';
beforeAll(async () => {
  admin = await t.login('90000001');
  mario = await t.login('10000001');
  luca = await t.login('10000003');
});

describe('the number of a request', () => {
  it('numbers every request R-<year>-<6 digits>, one after the other, also two sent at the same instant', async () => {
    const first = (await ask(mario)).json();
    expect(first).toEqual({ status: 'OK', result: true, numero: expect.stringMatching(NUMBER) });
    const [a, b] = await Promise.all([ask(mario), ask(luca)]);
    const numbers = [a.json().numero, b.json().numero].sort();
    const sequence = (numero: string) => Number(numero.slice(-6));
    expect(numbers.map(sequence)).toEqual([sequence(first.numero) + 1, sequence(first.numero) + 2]);
    const visitor = await t.inject({
      method: 'POST',
      url: ApiPath.publicFormContatti,
      payload: { nome: 'Ada', cognome: 'Neri', oggetto: '1', email: 'ada.neri@example.it', privacy: true },
      remoteAddress: newAddress(),
    });
    expect(sequence(visitor.json().numero)).toBe(sequence(first.numero) + 3);
  });

  it('copies the client: the number, the subject and the link, no name, tax code nor message', async () => {
    const testo = 'Vorrei sapere la data della prossima rata.';
    const { numero } = (await ask(mario, { oggetto: '1', testo })).json();
    await t.app.deliveries.drain();
    const copy = copiesTo(MARIO_EMAIL).find((mail) => mail.subject.includes(numero));
    expect(copy?.subject).toBe(`Area Clienti: abbiamo ricevuto la tua richiesta ${numero}`);
    expect(copy?.text).toContain('Informazioni generali');
    expect(copy?.text).toContain(`/richieste/${numero}`);
    const [client] = await t.db
      .select({ nome: clients.nome, cognome: clients.cognome, codiceFiscale: clients.codiceFiscale })
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .where(eq(users.userCode, '10000001'));
    for (const personal of [client?.nome, client?.cognome, client?.codiceFiscale, testo, '10000001']) {
      expect(copy?.text).not.toContain(personal);
      expect(copy?.html).not.toContain(personal);
    }
    // The public form's copy: the number only, no link to an area the visitor has not got.
    const visitor = await t.inject({
      method: 'POST',
      url: ApiPath.publicFormContatti,
      payload: {
        nome: 'Bruno',
        cognome: 'Galli',
        oggetto: '0',
        email: 'bruno.galli@example.it',
        privacy: true,
      },
      remoteAddress: newAddress(),
    });
    await t.app.deliveries.drain();
    const publicCopy = copiesTo('bruno.galli@example.it').at(-1);
    expect(publicCopy?.subject).toContain(visitor.json().numero);
    expect(publicCopy?.text).not.toContain('/richieste');
    expect(publicCopy?.text).not.toContain('Galli');
  });

  it('loses no request while the SMTP server cannot be reached: numbered, stored, both e-mails queued', async () => {
    const unreachable = await buildApp({
      config: t.config,
      db: t.db,
      clock: t.clock,
      mailer: new SmtpMailer('smtp://127.0.0.1:1', 'Area Clienti <no-reply@example.it>'),
    });
    let numero = '';
    try {
      const sent = await unreachable.inject({
        method: 'POST',
        url: ApiPath.formContatti,
        payload: { oggetto: '1', testo: 'Con la posta ferma.' },
        headers: { authorization: `Bearer ${mario}` },
        remoteAddress: newAddress(),
      });
      expect(sent.statusCode).toBe(200);
      numero = sent.json().numero;
      await unreachable.deliveries.drain();
      expect(await idOf(numero)).toBeGreaterThan(0);
    } finally {
      await unreachable.close();
    }
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
    );
    await t.app.deliveries.drain();
    expect(copiesTo(MARIO_EMAIL).some((mail) => mail.subject.includes(numero))).toBe(true);
  });
});

describe("the request's thread", () => {
  it('goes inviata → risposta (badge, e-mail without the text) → read → the reply → presa in carico → chiusa', async () => {
    // An hour on: Mario's earlier requests no longer count against his limit.
    t.clock.advance(3_700_000);
    mario = await t.login('10000001');
    luca = await t.login('10000003');
    admin = await t.login('90000001');
    const { numero } = (await ask(mario, { oggetto: '1', testo: 'Posso cambiare la targa?' })).json();
    const id = await idOf(numero);
    const mine = async () =>
      ((await post(ApiPath.getMyRequests, {}, mario)).requests as { numero: string }[]).find(
        (r) => r.numero === numero,
      );
    expect(await mine()).toMatchObject({
      kind: 'contatto',
      subject: 'Informazioni generali',
      state: 'inviata',
      unread: 0,
      polizza: null,
    });
    const before = (await post(ApiPath.getUnreadRequests, {}, mario)).unread as number;

    expect((await post(ApiPath.takeInboxRequest, { id }, admin)).status).toBe('OK');
    expect(await mine()).toMatchObject({ state: 'presaInCarico' });
    const answer = 'Sì: ci mandi il nuovo libretto.';
    expect((await post(ApiPath.answerInboxRequest, { id, text: answer }, admin)).status).toBe('OK');
    await t.app.deliveries.drain();
    const notice = smtp.to(MARIO_EMAIL).at(-1);
    expect(notice?.subject).toBe(`Area Clienti: nuova risposta alla tua richiesta ${numero}`);
    expect(notice?.text).not.toContain(answer);
    expect(await mine()).toMatchObject({ state: 'risposta', unread: 1 });
    expect((await post(ApiPath.getUnreadRequests, {}, mario)).unread).toBe(before + 1);

    // Opening it reads the reply.
    const opened = (await post(ApiPath.getMyRequest, { numero }, mario)).request;
    expect(opened).toMatchObject({
      numero,
      state: 'risposta',
      testo: 'Posso cambiare la targa?',
      canReply: true,
      unread: 0,
      messages: [{ author: 'branch', text: answer }],
    });
    expect((await post(ApiPath.getUnreadRequests, {}, mario)).unread).toBe(before);

    // The client's reply puts it back to who holds it; the holder answers again.
    const sent = await reply(mario, numero, '  Ecco il libretto: ve lo porto domani.  ');
    expect(sent.json()).toMatchObject({
      status: 'OK',
      message: { author: 'client', text: 'Ecco il libretto: ve lo porto domani.' },
    });
    expect(await mine()).toMatchObject({ state: 'presaInCarico' });
    expect((await post(ApiPath.getInboxRequest, { id }, admin)).request.state).toBe('taken');
    expect((await post(ApiPath.answerInboxRequest, { id, text: 'Grazie, a domani.' }, admin)).status).toBe(
      'OK',
    );
    const thread = await post(ApiPath.getInboxThread, { id }, admin);
    expect(thread).toMatchObject({
      numero,
      messages: [
        { author: 'branch', text: answer },
        { author: 'client', text: 'Ecco il libretto: ve lo porto domani.' },
        { author: 'branch', text: 'Grazie, a domani.' },
      ],
    });
    expect(await mine()).toMatchObject({ state: 'risposta', unread: 1 });

    // Closed: refused with its own code, nothing written.
    expect((await post(ApiPath.closeInboxRequest, { id }, admin)).status).toBe('OK');
    const late = await reply(mario, numero, 'Un’ultima cosa.');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(ko(ErrorCode.REQUEST_CLOSED));
    const closed = (await post(ApiPath.getMyRequest, { numero }, mario)).request;
    expect(closed).toMatchObject({ state: 'chiusa', canReply: false });
    expect(closed.messages).toHaveLength(3);
  });

  it('a reply to an answered request nobody holds goes back to the inbox as new', async () => {
    const { numero } = (await ask(luca)).json();
    const id = await idOf(numero);
    await post(ApiPath.takeInboxRequest, { id }, admin);
    await post(ApiPath.answerInboxRequest, { id, text: 'Scade il 31/12.' }, admin);
    await t.db.update(contactRequests).set({ takenBy: null }).where(eq(contactRequests.id, id));
    expect((await reply(luca, numero, 'Grazie.')).statusCode).toBe(200);
    expect((await post(ApiPath.getInboxRequest, { id }, admin)).request.state).toBe('new');
  });

  it("answers another client's number exactly like a missing one (NOTFOUND_001)", async () => {
    const { numero } = (await ask(mario)).json();
    const missing = 'R-2026-999999';
    for (const path of [ApiPath.getMyRequest, ApiPath.replyMyRequest]) {
      const body = path === ApiPath.replyMyRequest ? { numero, testo: 'Ciao' } : { numero };
      const foreign = await t.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: { authorization: `Bearer ${luca}` },
      });
      const none = await t.inject({
        method: 'POST',
        url: path,
        payload: { ...body, numero: missing },
        headers: { authorization: `Bearer ${luca}` },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(ko(ErrorCode.NOT_FOUND));
      expect(foreign.body).toBe(none.body);
    }
    const lucas = (await post(ApiPath.getMyRequests, {}, luca)).requests as { numero: string }[];
    expect(lucas.some((r) => r.numero === numero)).toBe(false);
  });

  it.each([
    ['an empty reply', { testo: '   ' }],
    ['a reply of 4001 characters', { testo: 'a'.repeat(4001) }],
    ['a number of another shape', { numero: 'R-26-1', testo: 'Ciao' }],
    ['a number with SQL in it', { numero: "R-2026-000001' or 1=1", testo: 'Ciao' }],
  ])('%s → 400 VALIDATION_001', async (_name, body) => {
    const { numero } = (await ask(mario)).json();
    const sent = await t.inject({
      method: 'POST',
      url: ApiPath.replyMyRequest,
      payload: { numero, ...body },
      headers: { authorization: `Bearer ${mario}` },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual(ko(ErrorCode.VALIDATION));
  });

  it('counts replies against the contact form limit (5 an hour per user): the sixth is FORMCONTATTI_001', async () => {
    // An hour later Luca's earlier requests no longer count.
    t.clock.advance(3_700_000);
    const token = await t.login('10000003');
    const { numero } = (await ask(token)).json();
    for (let n = 1; n <= 4; n++) expect((await reply(token, numero, `Messaggio ${n}`)).statusCode).toBe(200);
    const sixth = await reply(token, numero, 'Ancora uno.');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(ko(ErrorCode.CONTACT_TOO_MANY));
  });

  it('needs a session; the visitor has no requests to list', async () => {
    const none = await t.inject({ method: 'POST', url: ApiPath.getMyRequests, payload: {} });
    expect(none.statusCode).toBe(401);
  });

  it("lists the client's sent claim reports as 'Denuncia di sinistro', not their drafts; never another's", async () => {
    mario = await t.login('10000001');
    luca = await t.login('10000003');
    const [mario10] = await t.db.select().from(users).where(eq(users.userCode, '10000001'));
    const report = (state: 'sent' | 'draft') => ({
      id: randomUUID(),
      userId: mario10?.id as number,
      clientId: mario10?.clientId as number,
      numeroPolizza: '10020030',
      prodotto: 'Auto Sicura',
      kind: 'damage' as const,
      state,
      version: 1,
      eventDate: '2026-11-18',
      data: { kind: 'damage' },
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
      sentAt: state === 'sent' ? t.clock.now() : null,
    });
    const sent = report('sent');
    const draft = report('draft');
    await t.db.insert(claimReports).values([sent, draft] as (typeof claimReports.$inferInsert)[]);
    const listed = async (token: string) =>
      ((await post(ApiPath.getMyRequests, {}, token)).requests as { kind: string; numero: string }[]).filter(
        (r) => r.kind === 'denuncia',
      );
    expect(await listed(mario)).toEqual([
      expect.objectContaining({
        kind: 'denuncia',
        numero: sent.id,
        subject: null,
        state: 'inviata',
        polizza: '10020030',
      }),
    ]);
    await t.db.insert(claimReportMessages).values({
      reportId: sent.id,
      author: 'branch',
      kind: 'message',
      text: 'Ci serve la foto.',
      at: t.clock.now(),
    });
    expect(await listed(mario)).toEqual([expect.objectContaining({ numero: sent.id, state: 'risposta' })]);
    expect(await listed(luca)).toEqual([]);
  });
});
