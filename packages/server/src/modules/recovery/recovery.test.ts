import { PassThrough } from 'node:stream';
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode, PasswordRefusal } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, passkeys, users } from '../../db/schema.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { DEMO_PASSWORD } from '../../seed/demo-agency.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';

const PUBLIC_URL = 'https://clienti.agenzia.example';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
const t = useTestApp({
  config: { LOG_LEVEL: 'info', PUBLIC_URL },
  deps: () => ({ mailer: new SmtpMailer(smtp.url, 'Area Clienti <no-reply@area-clienti.local>'), logStream }),
});

const MINUTE = 60_000;
const NEW_PASSWORD = 'Ritrovata-Quercia-26';
const ko = (code: string) => ({ status: 'KO', error: { code } });
const refused = (detail: PasswordRefusal) => ({
  status: 'KO',
  error: { code: ErrorCode.RECOVERY_RULES, detail },
});
const LINK = new RegExp(`${PUBLIC_URL}/recupero-password/([A-Za-z0-9]+)`);

let addressCount = 0;
const newAddress = () => `192.0.2.${++addressCount}`;

/** Asks for a recovery e-mail and waits until the work behind the reply is done. */
async function askRecovery(email: string, address = newAddress()) {
  const reply = await t.inject({
    method: 'POST',
    url: ApiPath.forgotPasswordSendCode,
    payload: { email },
    remoteAddress: address,
  });
  await settle();
  return reply;
}

/** The work behind a reply done: the background task has queued the e-mail, and the queue has sent it. */
async function settle() {
  await t.app.backgroundTasks.drain();
  await t.app.deliveries.drain();
}

/** The recovery links e-mailed to an address, oldest first (its other e-mails, the notices, left out). */
const linkCodes = (to: string) =>
  smtp.to(to).flatMap((mail) => {
    const link = LINK.exec(mail.text)?.[1];
    return link ? [link] : [];
  });
const verify = (changePasswordCode: string, newPassword = NEW_PASSWORD) =>
  t.post(ApiPath.forgotPasswordVerifyCode, { newPassword, changePasswordCode });
const login = (loginId: string, password: string) =>
  t.post(ApiPath.login, { loginId, password, applicationId: DEFAULT_APPLICATION_ID });

describe('forgotPasswordSendCode', () => {
  it('e-mails a 40-character link to an account named by its user ID', async () => {
    const reply = await askRecovery('10000003');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'OK' });
    const [mail] = smtp.to('luca.verdi@example.it');
    expect(mail?.subject).toBe('Area Clienti: recupero della password');
    expect(mail?.text).toContain('Gentile Luca Verdi,');
    expect(mail?.text).toContain('vale 30 minuti');
    const [code] = linkCodes('luca.verdi@example.it');
    expect(code).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/recupero-password/${code}">`);
  });

  it('answers an unknown account exactly as a known one, and sends nothing', async () => {
    const sent = smtp.received.length;
    const unknownId = await askRecovery('19999999');
    const unknownEmail = await askRecovery('nessuno@example.it');
    const known = await askRecovery('Mario.Rossi@Example.IT');
    for (const reply of [unknownId, unknownEmail]) {
      expect(reply.statusCode).toBe(known.statusCode);
      expect(reply.body).toBe(known.body);
      expect(reply.headers['content-type']).toBe(known.headers['content-type']);
    }
    expect(smtp.received.length).toBe(sent + 1);
    expect(smtp.to('mario.rossi@example.it')).toHaveLength(1);
  });

  it('answers before the e-mail is handed over, so its time tells nothing', async () => {
    smtp.hold();
    const reply = await t.app.inject({
      method: 'POST',
      url: ApiPath.forgotPasswordSendCode,
      payload: { email: 'admin@example.it' },
      remoteAddress: newAddress(),
    });
    expect(reply.json()).toEqual({ status: 'OK' });
    expect(smtp.to('admin@example.it')).toHaveLength(0);
    smtp.open();
    await settle();
    expect(smtp.to('admin@example.it')).toHaveLength(1);
  });

  it('sends nothing to a user the agency disabled', async () => {
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.userCode, '90000001'));
    await askRecovery('90000001');
    expect(smtp.to('admin@example.it')).toHaveLength(1);
    await t.db.update(users).set({ disabledAt: null }).where(eq(users.userCode, '90000001'));
  });

  it('sends three e-mails an hour per account, then answers the same and sends nothing', async () => {
    t.clock.advance(61 * MINUTE);
    const before = smtp.to('luca.verdi@example.it').length;
    for (let ask = 0; ask < 5; ask++)
      expect((await askRecovery('luca.verdi@example.it')).json()).toEqual({ status: 'OK' });
    expect(smtp.to('luca.verdi@example.it')).toHaveLength(before + 3);
    t.clock.advance(61 * MINUTE);
    await askRecovery('10000003');
    expect(smtp.to('luca.verdi@example.it')).toHaveLength(before + 4);
  });

  it('serves twenty requests an hour per client address, then answers the same and sends nothing', async () => {
    t.clock.advance(61 * MINUTE);
    const address = newAddress();
    for (let ask = 0; ask < 20; ask++) await askRecovery(`sconosciuto${ask}@example.it`, address);
    const before = smtp.to('mario.rossi@example.it').length;
    expect((await askRecovery('10000001', address)).json()).toEqual({ status: 'OK' });
    expect(smtp.to('mario.rossi@example.it')).toHaveLength(before);
    await askRecovery('10000001');
    expect(smtp.to('mario.rossi@example.it')).toHaveLength(before + 1);
  });
});

describe('forgotPasswordVerifyCode', () => {
  it('sets the new password once: the link works a single time, and every session of the user ends', async () => {
    t.clock.advance(61 * MINUTE);
    const session = await t.login('10000003');
    await askRecovery('10000003');
    const code = linkCodes('luca.verdi@example.it').at(-1) ?? '';
    const reply = await verify(code);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'OK' });
    expect((await t.post(ApiPath.getUserStatus, {}, session)).json()).toEqual(ko(ErrorCode.TOKEN));
    expect((await login('10000003', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('10000003', NEW_PASSWORD)).statusCode).toBe(200);
    // The owner is told, with when, in case it was not them who had the link.
    expect(smtp.to('luca.verdi@example.it').at(-1)).toMatchObject({
      subject: 'Area Clienti: la tua password è stata modificata',
      text: expect.stringMatching(/^Gentile cliente,\n\nIl 22\/11\/2026 alle \d{2}:\d{2} la password/),
    });

    const again = await verify(code, 'UnAltra2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(ko(ErrorCode.RECOVERY_CODE));
    expect((await login('10000003', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stores the code only as a hash', async () => {
    const rows = JSON.stringify(await t.db.select().from(oneTimeCodes));
    for (const code of linkCodes('luca.verdi@example.it')) expect(rows).not.toContain(code);
  });

  it('lets a link live 30 minutes', async () => {
    t.clock.advance(61 * MINUTE);
    await askRecovery('10000001');
    const code = linkCodes('mario.rossi@example.it').at(-1) ?? '';
    t.clock.advance(30 * MINUTE);
    expect((await verify(code)).json()).toEqual(ko(ErrorCode.RECOVERY_CODE));
    await askRecovery('10000001');
    const fresh = linkCodes('mario.rossi@example.it').at(-1) ?? '';
    t.clock.advance(30 * MINUTE - 1000);
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('keeps only the newest link of an account', async () => {
    t.clock.advance(61 * MINUTE);
    await askRecovery('10000001');
    await askRecovery('10000001');
    const [older, newer] = linkCodes('mario.rossi@example.it').slice(-2);
    expect(older).not.toBe(newer);
    expect((await verify(older ?? '')).json()).toEqual(ko(ErrorCode.RECOVERY_CODE));
    expect((await verify(newer ?? '')).statusCode).toBe(200);
  });

  it.each([
    ['shorter than 8', 'Corta1A'],
    ['without an uppercase letter', 'senzamaiuscole1'],
    ['without a digit', 'SenzaNumeri'],
  ])('refuses a password %s with FORGOTPWD_VC_003, before looking at the code', async (_name, password) => {
    const reply = await verify('x'.repeat(40), password);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(refused(PasswordRefusal.RULE));
  });

  it("refuses a common password, or one with the user's name, with FORGOTPWD_VC_003; the link stays usable", async () => {
    t.clock.advance(61 * MINUTE);
    await askRecovery('10000003');
    const code = linkCodes('luca.verdi@example.it').at(-1) ?? '';
    for (const [password, detail] of [
      ['Password1', PasswordRefusal.BREACHED],
      ['LucaVerdi-2026', PasswordRefusal.PERSONAL],
      ['Milano2026!', PasswordRefusal.PERSONAL],
      ['Prova2026!', PasswordRefusal.DEMO],
    ] as const) {
      expect((await verify(code, password)).json(), password).toEqual(refused(detail));
    }
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('refuses an unknown code with FORGOTPWD_VC_001', async () => {
    const reply = await verify('A'.repeat(40));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.RECOVERY_CODE));
  });

  it('lets in whoever was locked out by wrong passwords', async () => {
    t.clock.advance(61 * MINUTE);
    for (let attempt = 0; attempt < 5; attempt++) await login('admin@example.it', 'Sbagliata2026');
    expect((await login('admin@example.it', DEMO_PASSWORD)).json()).toMatchObject(ko(ErrorCode.LOGIN_LOCKED));
    await askRecovery('admin@example.it');
    expect((await verify(linkCodes('admin@example.it').at(-1) ?? '')).statusCode).toBe(200);
    expect((await login('admin@example.it', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a first password to an account still waiting for its invite, and clears a forced change', async () => {
    const [luca] = await t.db.select().from(users).where(eq(users.userCode, '10000003'));
    await t.db
      .update(users)
      .set({ passwordHash: null, passwordUpdateRequired: true, emailVerified: false })
      .where(eq(users.userCode, '10000003'));
    t.clock.advance(61 * MINUTE);
    await askRecovery('10000003');
    expect((await verify(linkCodes('luca.verdi@example.it').at(-1) ?? '', 'PrimaVolta2026')).statusCode).toBe(
      200,
    );
    const [after] = await t.db.select().from(users).where(eq(users.userCode, '10000003'));
    expect(after).toMatchObject({ passwordUpdateRequired: false, emailVerified: true });
    expect(after?.passwordHash).not.toBe(luca?.passwordHash);
    expect((await login('10000003', 'PrimaVolta2026')).statusCode).toBe(200);
  });
});

describe("the recovery's notice (decisions/0131)", () => {
  /** The newest notice to an address after a recovery through its link, as the SMTP server got it. */
  async function recoverAndRead(loginId: string, email: string) {
    t.clock.advance(61 * MINUTE);
    await askRecovery(loginId);
    expect((await verify(linkCodes(email).at(-1) ?? '', 'Ritrovata-Betulla-27')).statusCode).toBe(200);
    await settle();
    const notice = smtp.to(email).at(-1);
    expect(notice?.subject).toBe('Area Clienti: la tua password è stata modificata');
    return notice as { text: string; html: string };
  }

  it("lists the account's passkeys, by name and when each was added, and the app, with where to remove them", async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.userCode, '90000001'));
    const userId = admin?.id as number;
    // Two passkeys, as whoever held a session could have added them (the ceremony is passkeys.test.ts's).
    await t.db.insert(passkeys).values([
      {
        userId,
        credentialId: 'cred-telefono',
        publicKey: Buffer.from([1]),
        userHandle: 'h',
        name: 'Telefono di Chiara',
        createdAt: new Date('2026-11-20T08:15:00Z'),
      },
      {
        userId,
        credentialId: 'cred-chiave',
        publicKey: Buffer.from([2]),
        userHandle: 'h',
        name: 'Chiave USB',
        createdAt: new Date('2026-11-21T17:40:00Z'),
      },
    ]);
    const { text, html } = await recoverAndRead('90000001', 'admin@example.it');
    expect(text).toContain(
      'Passkey (2): ognuna permette di accedere senza password.\n' +
        '- «Chiave USB», aggiunta il 21/11/2026 alle 18:40\n' +
        '- «Telefono di Chiara», aggiunta il 20/11/2026 alle 09:15',
    );
    expect(text).toContain('sezione «Passkey», «Gestisci le passkey», poi «Rimuovi»');
    expect(text).toContain('App di autenticazione (verifica in due passaggi): attiva.');
    expect(text).toContain('sezione «Verifica in due passaggi», «Disattiva»');
    expect(html).toContain('- «Telefono di Chiara», aggiunta il 20/11/2026 alle 09:15');
  });

  it('says so when there is no passkey and no app', async () => {
    const { text } = await recoverAndRead('10000001', 'mario.rossi@example.it');
    expect(text).toContain('Passkey: nessuna.');
    expect(text).toContain('App di autenticazione (verifica in due passaggi): non attiva.');
    expect(text).not.toContain('Gestisci le passkey');
  });
});

describe('bad bodies and the log', () => {
  it.each([
    [ApiPath.forgotPasswordSendCode, {}],
    [ApiPath.forgotPasswordSendCode, { email: '' }],
    [ApiPath.forgotPasswordSendCode, { email: 'a'.repeat(255) }],
    [ApiPath.forgotPasswordVerifyCode, { newPassword: NEW_PASSWORD }],
    [ApiPath.forgotPasswordVerifyCode, { newPassword: NEW_PASSWORD, changePasswordCode: 'a'.repeat(34) }],
    [ApiPath.forgotPasswordVerifyCode, { newPassword: NEW_PASSWORD, changePasswordCode: 'a'.repeat(51) }],
    [ApiPath.forgotPasswordVerifyCode, { newPassword: '', changePasswordCode: 'a'.repeat(40) }],
  ])('%s with %j → 400 VALIDATION_001', async (path, body) => {
    const reply = await t.post(path, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
  });

  it('never holds a link, a code or a new password', async () => {
    const all = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(20);
    for (const mail of smtp.received) {
      const code = LINK.exec(mail.text)?.[1] ?? 'missing';
      expect(all).not.toContain(code);
    }
    expect(all).not.toContain('/recupero-password/');
    expect(all).not.toContain(NEW_PASSWORD);
  });
});
