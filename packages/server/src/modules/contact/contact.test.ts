import { ApiPath, ErrorCode, Role } from '@area-clienti/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { contactRequests, repairCentres, userRoles, users } from '../../db/schema.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { codiceFiscale, importClientWithPolicy } from '../../test/agency-records.js';
import { type ReceivedEmail, startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';
import { hashPassword } from '../auth/passwords.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const t = useTestApp({
  deps: () => ({ mailer: new SmtpMailer(smtp.url, 'Area Clienti <no-reply@area-clienti.local>') }),
});

const HOUR = 3_600_000;
const ROMA_CENTRO = 'filiale.romacentro@example.it';
const MILANO_DUOMO = 'filiale.milanoduomo@example.it';
/** Well formed (a 60-character local part, a 56-character label), 128 and 129 characters long. */
const EMAIL_128 = `${'a'.repeat(60)}@${'b'.repeat(56)}.example.it`;
const EMAIL_129 = `${'a'.repeat(60)}@${'b'.repeat(57)}.example.it`;
const ko = (code: string) => ({ status: 'KO', error: { code } });
/** The forms' reply: the spec's `result` and, beside it, the request's number (docs/decisions/0143). */
const OK = { status: 'OK', result: true, numero: expect.stringMatching(/^R-\d{4}-\d{6}$/) };

let addressCount = 0;
/** A client address of its own: sends are limited per address. */
const newAddress = () => `198.51.100.${++addressCount}`;

function send(path: string, body: object, options: { token?: string; address?: string } = {}) {
  return t.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.address ?? newAddress(),
  });
}
/** The client's copy of a request (docs/decisions/0143): only its number, subject and link. */
const isCopy = (mail: ReceivedEmail) => mail.subject.startsWith('Area Clienti: abbiamo ricevuto');
/** The e-mails to the branch (or the agency): every one but the clients' copies. */
const branchEmails = () => smtp.received.filter((mail) => !isCopy(mail));
const lastEmail = () => branchEmails().at(-1) as ReceivedEmail;
const lastRow = async () =>
  (await t.db.select().from(contactRequests).orderBy(desc(contactRequests.id)).limit(1))[0];
const centreId = async (agencyId: string) =>
  (await t.db.select().from(repairCentres).where(eq(repairCentres.agencyId, agencyId)))[0]?.id as number;

let accountCount = 0;
/** A client of the agency with an enabled account (password Prova2026!), in a branch of the test's choice. */
async function newAccount(
  options: { branch?: { id: string; name: string; bank: string }; email?: string; cell?: string } = {},
) {
  const n = String(++accountCount).padStart(2, '0');
  const clientId = await importClientWithPolicy(
    t,
    {
      id: `CLI-CT-${n}`,
      codiceFiscale: codiceFiscale(`TSTCNT80A01F8${n}`),
      nome: 'Elena',
      cognome: `Fontana ${n}`,
      ...(options.email ? { email: options.email } : {}),
      ...(options.cell ? { cell: options.cell } : {}),
      indirizzi: [{ indirizzo: 'Via Toledo 256', comune: 'Napoli', cap: '80134', provincia: 'NA' }],
    },
    { id: `POL-CT-${n}`, numeroPolizza: `880000${n}` },
    options.branch,
  );
  const userCode = `100009${n}`;
  const [user] = await t.db
    .insert(users)
    .values({
      userCode,
      clientId,
      email: `elena.fontana.${n}@example.it`,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      enabled: true,
      onboardCompleted: true,
      emailVerified: true,
    })
    .returning({ id: users.id });
  await t.db
    .insert(userRoles)
    .values({ userId: user?.id as number, applicationId: t.config.APPLICATION_ID, role: Role.USER });
  return { userCode, token: await t.login(userCode), email: `elena.fontana.${n}@example.it` };
}

const question = { oggetto: '1', testo: 'Vorrei sapere quando scade la mia polizza.' };

describe('formContatti: the request reaches the branch', () => {
  it("sends Mario's request, with his policy and the chosen centre, to his branch, replying to him", async () => {
    const token = await t.login('10000001');
    const flaminia = await centreId('CC-0001');
    const reply = await send(
      ApiPath.formContatti,
      {
        userID: '10000001',
        nome: 'Mario',
        cognome: 'Rossi',
        telefono: '+39 333 1234567',
        email: 'mario.rossi@example.it',
        oggetto: '0',
        testo: 'Ho avuto un incidente ieri.\nPosso portare la macchina in carrozzeria?',
        cliente: 'ignored',
        banca: 'ignored',
        polizza: '10020030',
        centroConvenzionatoId: flaminia,
      },
      { token },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(OK);

    const mail = lastEmail();
    expect(mail.envelopeTo).toEqual([ROMA_CENTRO]);
    expect(mail.to).toEqual([ROMA_CENTRO]);
    expect(mail.replyTo).toEqual(['mario.rossi@example.it']);
    expect(mail.subject).toBe(
      "Richiesta di contatto dall'Area Clienti: Assistenza su un sinistro - Mario Rossi",
    );
    for (const part of [mail.text, mail.html]) {
      for (const expected of [
        'Assistenza su un sinistro',
        'Ho avuto un incidente ieri.',
        'Posso portare la macchina in carrozzeria?',
        'RSSMRA80A01H501U',
        'CLI-000001',
        '10000001',
        'mario.rossi@example.it',
        '+39 333 1234567',
        'Filiale di Roma Centro (Banca Esempio)',
        '10020030',
        'Auto Sicura',
        'GA123BC',
        'Carrozzeria Flaminia S.r.l.',
        'Via Flaminia 512, Roma (RM)',
        '06 3336 1245',
        'entro un giorno lavorativo',
      ]) {
        expect(part).toContain(expected);
      }
    }
    expect(mail.text).toContain('Ricevuta il: 22/11/2026, 11:00');
    expect(mail.text).not.toContain('ignored');

    const row = await lastRow();
    expect(row).toMatchObject({
      source: 'authenticated',
      nome: 'Mario',
      cognome: 'Rossi',
      telefono: '+39 333 1234567',
      email: 'mario.rossi@example.it',
      oggetto: '0',
      oggettoTesto: 'Assistenza su un sinistro',
      testo: 'Ho avuto un incidente ieri.\nPosso portare la macchina in carrozzeria?',
      polizza: '10020030',
      repairCentreId: flaminia,
      recipient: ROMA_CENTRO,
    });
    expect(row?.userId).not.toBeNull();
    expect(row?.dossierId).not.toBeNull();
    expect(row?.branchId).not.toBeNull();
    expect(row?.sentAt).toEqual(t.clock.now());
    expect(mail.text).toContain(`Numero: ${row?.id}`);
  });

  it("fills name, surname, e-mail and phone from the client's records when the form leaves them out", async () => {
    const token = await t.login('10000001');
    const reply = await send(ApiPath.formContatti, { oggetto: 1, testo: 'Una domanda.' }, { token });
    expect(reply.json()).toEqual(OK);
    const mail = lastEmail();
    expect(mail.subject).toBe("Richiesta di contatto dall'Area Clienti: Informazioni generali - Mario Rossi");
    expect(mail.replyTo).toEqual(['mario.rossi@example.it']);
    expect(mail.text).toContain('Telefono: +393331234567');
    expect(mail.text).not.toContain('POLIZZA');
    expect(mail.text).not.toContain('CENTRO CONVENZIONATO');
    expect(await lastRow()).toMatchObject({
      nome: 'Mario',
      cognome: 'Rossi',
      email: 'mario.rossi@example.it',
      telefono: '+393331234567',
      polizza: null,
      repairCentreId: null,
    });
  });

  it('takes oggetto 0 and 1 and the userID as numbers, exactly like the strings (docs/decisions/0043)', async () => {
    const account = await newAccount();
    const stored = async (body: object) => {
      expect((await send(ApiPath.formContatti, body, { token: account.token })).json()).toEqual(OK);
      const row = await lastRow();
      return { oggetto: row?.oggetto, oggettoTesto: row?.oggettoTesto, subject: lastEmail().subject };
    };
    const testo = 'Una domanda.';
    for (const [asNumber, asString] of [
      [0, '0'],
      [1, '1'],
    ] as const) {
      const fromNumber = await stored({ userID: Number(account.userCode), oggetto: asNumber, testo });
      const fromString = await stored({ userID: account.userCode, oggetto: asString, testo });
      expect(fromNumber).toEqual(fromString);
      expect(fromNumber.oggetto).toBe(asString);
    }
    const foreign = await send(
      ApiPath.formContatti,
      { ...question, userID: 10000001 },
      { token: account.token },
    );
    expect(foreign.json()).toEqual(ko(ErrorCode.FORBIDDEN));
  });

  it("sends Luca's request to his branch in Milan", async () => {
    const token = await t.login('10000003');
    expect((await send(ApiPath.formContatti, question, { token })).json()).toEqual(OK);
    expect(lastEmail().envelopeTo).toEqual([MILANO_DUOMO]);
    expect(lastEmail().text).toContain('Filiale di Milano Duomo (Banca Esempio)');
  });

  it("sends to CONTACT_EMAIL when the client's branch has no e-mail, or there is no branch", async () => {
    const noEmail = await newAccount({
      branch: { id: 'FIL-0909', name: 'Filiale di Napoli Toledo', bank: 'Banca Esempio' },
    });
    expect((await send(ApiPath.formContatti, question, { token: noEmail.token })).json()).toEqual(OK);
    expect(lastEmail().envelopeTo).toEqual([t.config.CONTACT_EMAIL]);
    expect(t.config.CONTACT_EMAIL).toBe('assistenza@agenzia.example.it');
    expect(lastEmail().text).toContain('Filiale di Napoli Toledo (Banca Esempio)');
    expect((await lastRow())?.recipient).toBe(t.config.CONTACT_EMAIL);

    const noBranch = await newAccount();
    expect((await send(ApiPath.formContatti, question, { token: noBranch.token })).json()).toEqual(OK);
    expect(lastEmail().envelopeTo).toEqual([t.config.CONTACT_EMAIL]);
    // No e-mail in the records: the account's own (verified) one is the reply address.
    expect(lastEmail().replyTo).toEqual([noBranch.email]);
    expect(lastEmail().text).not.toContain('Filiale:');
  });

  it('answers a policy of another client exactly like one that does not exist (NOTFOUND_001), sending nothing', async () => {
    const token = await t.login('10000001');
    const sent = branchEmails().length;
    const rows = (await t.db.select().from(contactRequests)).length;
    const foreign = await send(ApiPath.formContatti, { ...question, polizza: '20090010' }, { token });
    const missing = await send(ApiPath.formContatti, { ...question, polizza: '99999999' }, { token });
    for (const reply of [foreign, missing]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(ko(ErrorCode.NOT_FOUND));
    }
    expect(foreign.body).toBe(missing.body);
    // Luca's own policy is fine for Luca.
    const luca = await t.login('10000003');
    expect(
      (await send(ApiPath.formContatti, { ...question, polizza: '20090010' }, { token: luca })).json(),
    ).toEqual(OK);
    expect(branchEmails()).toHaveLength(sent + 1);
    expect(await t.db.select().from(contactRequests)).toHaveLength(rows + 1);
  });

  it('answers a repair centre that does not exist with NOTFOUND_001', async () => {
    const token = await t.login('10000001');
    const reply = await send(ApiPath.formContatti, { ...question, centroConvenzionatoId: 9999 }, { token });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(ko(ErrorCode.NOT_FOUND));
  });

  it('keeps the request, and its e-mail in the queue, while the SMTP server cannot be reached', async () => {
    const unreachable = await buildApp({
      config: t.config,
      db: t.db,
      clock: t.clock,
      mailer: new SmtpMailer('smtp://127.0.0.1:1', 'Area Clienti <no-reply@area-clienti.local>'),
    });
    try {
      const token = await t.login('10000001');
      const reply = await unreachable.inject({
        method: 'POST',
        url: ApiPath.formContatti,
        payload: question,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: newAddress(),
      });
      // Received: the client is told so, and the e-mail waits in the queue for the next try.
      expect(reply.statusCode).toBe(200);
      await unreachable.deliveries.drain();
      expect(await lastRow()).toMatchObject({ recipient: ROMA_CENTRO, sentAt: null });
      const waiting = await t.db.execute(sql`select state from pgboss.job where name = 'email'`);
      expect(JSON.stringify(waiting)).toContain('retry');
    } finally {
      await unreachable.close();
    }
    // The SMTP server is back (this app's): the next try delivers it and marks the request sent.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
    );
    await t.app.deliveries.drain();
    expect((await lastRow())?.sentAt).toBeInstanceOf(Date);
    expect(smtp.to(ROMA_CENTRO).at(-1)?.text).toContain(question.testo);
  });
});

describe('formContatti: FORMCONTATTI_002 and _003', () => {
  it.each([
    ['no subject', { testo: 'Ciao' }],
    ['an unknown subject', { oggetto: '2', testo: 'Ciao' }],
    ['an unknown subject as a number', { oggetto: 2, testo: 'Ciao' }],
    ['a subject with a fraction', { oggetto: 0.5, testo: 'Ciao' }],
    ['a negative subject', { oggetto: -1, testo: 'Ciao' }],
    ['a subject of the public form only', { oggetto: 'x', testo: 'Ciao' }],
    ['no message', { oggetto: '1' }],
    ['a blank message', { oggetto: '1', testo: '  \n\t ' }],
    ['a message of control characters', { oggetto: '1', testo: '\u0000\u0007\u001b' }],
  ])('%s → 400 FORMCONTATTI_002', async (_name, body) => {
    const token = await t.login('10000003');
    const reply = await send(ApiPath.formContatti, body, { token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.CONTACT_MISSING_DATA));
  });

  it.each([
    ['a malformed e-mail', { email: 'mario.rossi@' }],
    ['an e-mail of 129 characters', { email: EMAIL_129 }],
    ['an e-mail with a line break', { email: 'mario.rossi@example.it\r\nBcc: spia@example.com' }],
    ['two e-mails', { email: 'mario.rossi@example.it, spia@example.com' }],
    ['a phone with letters', { telefono: 'chiamami' }],
    ['a phone too short', { telefono: '12345' }],
  ])('%s → 400 FORMCONTATTI_003, even though the records hold a good one', async (_name, body) => {
    const token = await t.login('10000003');
    const reply = await send(ApiPath.formContatti, { ...question, ...body }, { token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.CONTACT_BAD_CONTACT));
  });

  it('takes an e-mail of exactly 128 characters, and a landline', async () => {
    const token = await t.login('10000003');
    const email = EMAIL_128;
    expect(email).toHaveLength(128);
    const reply = await send(
      ApiPath.formContatti,
      { ...question, email, telefono: '02 1234 5678' },
      { token },
    );
    expect(reply.json()).toEqual(OK);
    expect(lastEmail().replyTo).toEqual([email]);
  });

  it('checks the missing data before the contact', async () => {
    const token = await t.login('10000003');
    const reply = await send(ApiPath.formContatti, { oggetto: '1', email: 'non-valida' }, { token });
    expect(reply.json()).toEqual(ko(ErrorCode.CONTACT_MISSING_DATA));
  });
});

describe('formContatti: who may call it, and bad bodies', () => {
  it('needs a session (TOKEN_1001) and the caller’s own userID (FORBIDDEN_001)', async () => {
    expect((await send(ApiPath.formContatti, question)).json()).toEqual(ko(ErrorCode.TOKEN));
    const token = await t.login('10000003');
    const reply = await send(ApiPath.formContatti, { ...question, userID: '10000001' }, { token });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(ko(ErrorCode.FORBIDDEN));
  });

  it.each([
    ['a message longer than 4000 characters', { ...question, testo: 'a'.repeat(4001) }],
    ['a name longer than 80 characters', { ...question, nome: 'a'.repeat(81) }],
    ['a subject as an object', { ...question, oggetto: { id: 1 } }],
    ['a centre id that is not a number', { ...question, centroConvenzionatoId: 'uno' }],
    ['a centre id of 0', { ...question, centroConvenzionatoId: 0 }],
    ['a centre id beyond the integers', { ...question, centroConvenzionatoId: '9999999999' }],
    ['a policy as a number', { ...question, polizza: 10020030 }],
    ['a message as a number', { oggetto: '1', testo: 42 }],
    ['a userID with a fraction', { ...question, userID: 10000003.5 }],
    ['a negative userID', { ...question, userID: -10000003 }],
    ['a userID "NaN"', { ...question, userID: 'NaN' }],
  ])('%s → 400 VALIDATION_001', async (_name, body) => {
    const token = await t.login('10000003');
    const reply = await send(ApiPath.formContatti, body, { token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
  });
});

describe('publicFormContatti', () => {
  const visitor = {
    userID: 0,
    nome: 'Anna',
    cognome: 'Neri',
    email: 'anna.neri@example.it',
    oggetto: '0',
    privacy: true,
  };

  it('sends the request to the agency (CONTACT_EMAIL), replying to the visitor, and stores it', async () => {
    const reply = await send(ApiPath.publicFormContatti, visitor);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(OK);
    const mail = lastEmail();
    expect(mail.envelopeTo).toEqual([t.config.CONTACT_EMAIL]);
    expect(mail.replyTo).toEqual(['anna.neri@example.it']);
    expect(mail.subject).toBe(
      "Richiesta di contatto dal modulo pubblico dell'Area Clienti: Assistenza per Registrazione / Accesso - Anna Neri",
    );
    expect(mail.text).toContain('i suoi dati non sono verificati');
    expect(mail.text).toContain('E-mail: anna.neri@example.it');
    expect(await lastRow()).toMatchObject({
      source: 'public',
      userId: null,
      clientId: null,
      oggetto: '0',
      oggettoTesto: 'Assistenza per Registrazione / Accesso',
      testo: null,
      recipient: t.config.CONTACT_EMAIL,
    });
  });

  it('takes a phone number instead of an e-mail, the subject as a number, and userID "0" or ""', async () => {
    const { email: _email, ...withoutEmail } = visitor;
    for (const userID of ['0', '']) {
      const reply = await send(ApiPath.publicFormContatti, {
        ...withoutEmail,
        userID,
        oggetto: 1,
        telefono: '06 1234 5678',
      });
      expect(reply.json()).toEqual(OK);
    }
    expect(lastEmail().subject).toContain('Informazioni sui prodotti');
    expect(lastEmail().replyTo).toEqual([]);
    expect(lastEmail().text).toContain('rispondere al numero di telefono indicato');
  });

  it('takes oggetto 0 as a number exactly like "0" (docs/decisions/0043)', async () => {
    const stored = async (oggetto: unknown) => {
      const body = { ...visitor, email: 'numeri.zero@example.it', oggetto };
      expect((await send(ApiPath.publicFormContatti, body)).json()).toEqual(OK);
      const row = await lastRow();
      return { oggetto: row?.oggetto, oggettoTesto: row?.oggettoTesto, subject: lastEmail().subject };
    };
    const fromNumber = await stored(0);
    expect(fromNumber).toEqual(await stored('0'));
    expect(fromNumber).toMatchObject({
      oggetto: '0',
      oggettoTesto: 'Assistenza per Registrazione / Accesso',
    });
  });

  it.each([
    ['no name', { nome: undefined }],
    ['a blank surname', { cognome: '   ' }],
    ['no subject', { oggetto: undefined }],
    ['an unknown subject', { oggetto: '3' }],
    ['an unknown subject as a number', { oggetto: 3 }],
    ['no privacy', { privacy: undefined }],
    ['privacy refused', { privacy: false }],
  ])('%s → 400 FORMCONTATTI_002', async (_name, change) => {
    const reply = await send(ApiPath.publicFormContatti, { ...visitor, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.CONTACT_MISSING_DATA));
  });

  it.each([
    ['no e-mail and no phone', { email: undefined }],
    ['a blank e-mail and no phone', { email: '  ' }],
    ['a malformed e-mail', { email: 'anna.neri.example.it' }],
    ['an e-mail of 129 characters', { email: EMAIL_129 }],
    ['a good phone but a bad e-mail', { email: 'anna@', telefono: '3331234567' }],
  ])('%s → 400 FORMCONTATTI_003', async (_name, change) => {
    const reply = await send(ApiPath.publicFormContatti, { ...visitor, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.CONTACT_BAD_CONTACT));
  });

  it.each([
    ['a userID of a client', { userID: '10000001' }],
    ['a userID of a client as a number', { userID: 10000001 }],
    ['a userID of 1', { userID: 1 }],
    ['privacy as a string', { privacy: 'true' }],
    ['a name longer than 80 characters', { nome: 'a'.repeat(81) }],
  ])('%s → 400 VALIDATION_001', async (_name, change) => {
    const reply = await send(ApiPath.publicFormContatti, { ...visitor, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
  });
});

describe('limits (FORMCONTATTI_001)', () => {
  it('authenticated: five requests an hour per user, from any address; the next hour, again', async () => {
    const account = await newAccount();
    for (let n = 0; n < 5; n++) {
      expect((await send(ApiPath.formContatti, question, { token: account.token })).json()).toEqual(OK);
    }
    const sixth = await send(ApiPath.formContatti, question, { token: account.token });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(ko(ErrorCode.CONTACT_TOO_MANY));
    t.clock.advance(HOUR);
    const token = await t.login(account.userCode);
    expect((await send(ApiPath.formContatti, question, { token })).json()).toEqual(OK);
  });

  it('authenticated: twenty requests an hour per client address, whoever sends them', async () => {
    const address = '203.0.113.30';
    const accounts = [];
    for (let n = 0; n < 5; n++) accounts.push(await newAccount());
    for (const account of accounts.slice(0, 4)) {
      for (let n = 0; n < 5; n++) {
        const reply = await send(ApiPath.formContatti, question, { token: account.token, address });
        expect(reply.json()).toEqual(OK);
      }
    }
    const fifth = accounts[4] as (typeof accounts)[number];
    const refused = await send(ApiPath.formContatti, question, { token: fifth.token, address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(ko(ErrorCode.CONTACT_TOO_MANY));
    // Refused by the address, counted for nobody: the same user goes on from elsewhere.
    for (let n = 0; n < 5; n++) {
      expect((await send(ApiPath.formContatti, question, { token: fifth.token })).json()).toEqual(OK);
    }
  });

  it('public: three requests an hour per e-mail (in any case) and per phone number, from any address', async () => {
    const visitor = { nome: 'Carla', cognome: 'Russo', oggetto: '1', privacy: true };
    for (const email of ['carla.russo@example.it', 'Carla.Russo@example.it', 'CARLA.RUSSO@EXAMPLE.IT']) {
      expect((await send(ApiPath.publicFormContatti, { ...visitor, email })).json()).toEqual(OK);
    }
    const byEmail = await send(ApiPath.publicFormContatti, { ...visitor, email: 'carla.russo@example.it' });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json()).toEqual(ko(ErrorCode.CONTACT_TOO_MANY));

    for (const telefono of ['+39 340 111 2222', '3401112222', '0039 340.111.2222']) {
      expect((await send(ApiPath.publicFormContatti, { ...visitor, telefono })).json()).toEqual(OK);
    }
    const byPhone = await send(ApiPath.publicFormContatti, { ...visitor, telefono: '340 1112222' });
    expect(byPhone.json()).toEqual(ko(ErrorCode.CONTACT_TOO_MANY));

    t.clock.advance(HOUR);
    const again = await send(ApiPath.publicFormContatti, { ...visitor, email: 'carla.russo@example.it' });
    expect(again.json()).toEqual(OK);
  });

  it('public: five requests an hour per client address, whatever the e-mail', async () => {
    const address = '203.0.113.31';
    const visitor = { nome: 'Marco', cognome: 'Conti', oggetto: '1', privacy: true };
    for (let n = 0; n < 5; n++) {
      const reply = await send(
        ApiPath.publicFormContatti,
        { ...visitor, email: `marco.conti.${n}@example.it` },
        { address },
      );
      expect(reply.json()).toEqual(OK);
    }
    const sixth = await send(
      ApiPath.publicFormContatti,
      { ...visitor, email: 'marco.conti.5@example.it' },
      { address },
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(ko(ErrorCode.CONTACT_TOO_MANY));
    // Not counted for the e-mail: from another address it goes through.
    expect(
      (await send(ApiPath.publicFormContatti, { ...visitor, email: 'marco.conti.5@example.it' })).json(),
    ).toEqual(OK);
    t.clock.advance(HOUR);
    const again = await send(
      ApiPath.publicFormContatti,
      { ...visitor, email: 'marco.conti.6@example.it' },
      { address },
    );
    expect(again.json()).toEqual(OK);
  });

  it('does not count refused or invalid requests', async () => {
    const address = '203.0.113.32';
    const visitor = { nome: 'Ugo', cognome: 'Ferri', oggetto: '1', privacy: true };
    for (let n = 0; n < 6; n++) {
      await send(ApiPath.publicFormContatti, { ...visitor, email: 'non-valida' }, { address });
      await send(ApiPath.publicFormContatti, { ...visitor, privacy: false }, { address });
    }
    const reply = await send(
      ApiPath.publicFormContatti,
      { ...visitor, email: 'ugo@example.it' },
      { address },
    );
    expect(reply.json()).toEqual(OK);
  });
});

describe('mail headers cannot be injected', () => {
  /** What nodemailer writes for an e-mail with a text and an HTML part and a Reply-To: nothing else. */
  const EXPECTED_HEADERS = [
    'content-type',
    'from',
    'to',
    'reply-to',
    'subject',
    'message-id',
    'date',
    'mime-version',
  ].sort();

  const expectOnlyExpectedHeaders = (mail: ReceivedEmail, recipient: string) => {
    expect(mail.headerLines.map((h) => h.key).sort()).toEqual(EXPECTED_HEADERS);
    // A long header may be folded (a line break followed by a space); a break that starts a line is a header.
    for (const { line } of mail.headerLines) {
      for (const continuation of line.split(/\r?\n/).slice(1)) expect(continuation).toMatch(/^[ \t]/);
    }
    expect(mail.envelopeTo).toEqual([recipient]);
    expect(mail.headerLines.some((h) => /^(bcc|cc|x-injected)$/i.test(h.key))).toBe(false);
  };

  it('in the authenticated form: names and subject come out on one line, the envelope unchanged', async () => {
    const token = await t.login('10000001');
    const reply = await send(
      ApiPath.formContatti,
      {
        ...question,
        nome: 'Mario\r\nBcc: spia@example.com',
        cognome: 'Rossi\nX-Injected: 1\r\n\r\nCorpo finto',
        email: 'mario.rossi@example.it',
      },
      { token },
    );
    expect(reply.json()).toEqual(OK);
    const mail = lastEmail();
    expectOnlyExpectedHeaders(mail, ROMA_CENTRO);
    expect(mail.subject).toBe(
      "Richiesta di contatto dall'Area Clienti: Informazioni generali - Mario Bcc: spia@example.com Rossi X-Injected: 1 Corpo finto",
    );
    expect(mail.replyTo).toEqual(['mario.rossi@example.it']);
    expect(smtp.received.some((m) => m.envelopeTo.includes('spia@example.com'))).toBe(false);
  });

  it('in the public form, with Unicode line separators and control characters too', async () => {
    const reply = await send(ApiPath.publicFormContatti, {
      nome: 'Anna\u2028Bcc: spia@example.com',
      cognome: 'Neri\u0000\u000bCc: altra@example.com\u0085',
      email: 'anna.neri@example.it',
      oggetto: '1',
      privacy: true,
    });
    expect(reply.json()).toEqual(OK);
    const mail = lastEmail();
    expectOnlyExpectedHeaders(mail, t.config.CONTACT_EMAIL);
    expect(mail.subject).toBe(
      "Richiesta di contatto dal modulo pubblico dell'Area Clienti: Informazioni sui prodotti - Anna Bcc: spia@example.com Neri Cc: altra@example.com",
    );
    expect(mail.to).toEqual([t.config.CONTACT_EMAIL]);
  });

  it('escapes what the client typed in the HTML part', async () => {
    const token = await t.login('10000001');
    await send(
      ApiPath.formContatti,
      { ...question, nome: '<b>Mario</b>', testo: '<script>alert(1)</script> & "citazione"' },
      { token },
    );
    const { html } = lastEmail();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Mario</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;citazione&quot;');
    expect(html).toContain('&lt;b&gt;Mario&lt;/b&gt;');
  });
});
