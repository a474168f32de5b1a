import { PassThrough } from 'node:stream';
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, testConfig } from '../config.js';
import { sixDigitCodeIn, startSmsGateway, startSmtpServer } from '../test/delivery-servers.js';
import { useTestApp } from '../test/harness.js';
import { registrationBody } from '../test/registration.js';
import { configuredDelivery } from './configured.js';
import { escapeHtml } from './email-render.js';
import { maskRecipient } from './outbox.js';
import { DeliveryError } from './ports.js';
import { HttpSmsSender } from './sms-gateway.js';
import { SmtpMailer } from './smtp.js';
import { emailCodeEmail, inviteEmail, recoveryEmail, smsCodeText } from './templates.js';

const MAIL_FROM = 'Area Clienti <no-reply@area-clienti.local>';

describe('the outbox (no SMTP server, no SMS gateway configured)', () => {
  const logLines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  const t = useTestApp({ config: { LOG_LEVEL: 'info' }, deps: () => ({ logStream }) });

  const outbox = async (query = '') => {
    const reply = await t.app.inject({ method: 'GET', url: `/dev/outbox${query}` });
    expect(reply.statusCode).toBe(200);
    return reply;
  };

  it('keeps the registration e-mail and the SMS, readable newest first at GET /dev/outbox', async () => {
    expect((await outbox()).json()).toEqual({ status: 'OK', messages: [] });
    const created = await t.post(ApiPath.createUser, registrationBody({ email: 'Anna.Neri@Example.it' }));
    expect(created.statusCode).toBe(200);
    const token = created.json().token as string;
    const [email] = (await outbox()).json().messages;
    expect(email).toEqual({
      channel: 'email',
      to: 'Anna.Neri@Example.it',
      subject: 'Area Clienti: il codice per verificare la tua e-mail',
      text: expect.stringMatching(/^Gentile Anna Neri,/),
      time: t.clock.now().toISOString(),
    });
    const code = sixDigitCodeIn(email.text);
    expect((await t.post(ApiPath.validateEmail, { emailVerificationToken: code }, token)).statusCode).toBe(
      200,
    );
    t.clock.advance(1000);
    expect((await t.post(ApiPath.sendSms, { phone: '347 111 2233' }, token)).statusCode).toBe(200);

    const { messages } = (await outbox()).json();
    expect(messages.map((m: { channel: string }) => m.channel)).toEqual(['sms', 'email']);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '+393471112233', subject: null });
    expect(messages[0].text).toMatch(/codice di verifica è \d{6}/);
    expect(Date.parse(messages[0].time)).toBeGreaterThan(Date.parse(messages[1].time));

    const onlyEmail = (await outbox('?to=anna.neri@example.it')).json().messages;
    expect(onlyEmail).toHaveLength(1);
    expect(onlyEmail[0].channel).toBe('email');
    expect((await outbox('?limit=1')).json().messages).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?limit=0' })).statusCode).toBe(400);
  });

  it('logs one line per message kept, with the recipient masked and never the text', async () => {
    const kept = logLines.filter((line) => line.includes('message kept in the outbox'));
    expect(kept).toHaveLength(2);
    expect(JSON.parse(kept[0] as string)).toMatchObject({
      channel: 'email',
      to: 'A***@Example.it',
      subject: 'Area Clienti: il codice per verificare la tua e-mail',
    });
    expect(JSON.parse(kept[1] as string)).toMatchObject({ channel: 'sms', to: '+39*******233' });
    const { messages } = (await outbox()).json();
    const all = logLines.join('\n');
    for (const message of messages) {
      expect(all).not.toMatch(new RegExp(`(?<!\\d)${sixDigitCodeIn(message.text)}(?!\\d)`));
      expect(all).not.toContain(message.text);
    }
  });

  it('is not served in production: GET /dev/outbox answers like an unknown endpoint', async () => {
    const app = await buildApp({ config: testConfig({ NODE_ENV: 'production' }), db: t.db });
    try {
      const reply = await app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.UNKNOWN_ENDPOINT } });
    } finally {
      await app.close();
    }
  });
});

describe('SMTP (nodemailer) against a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers the plain-text and the HTML part, from MAIL_FROM, with Italian characters intact', async () => {
    const mailer = new SmtpMailer(smtp.url, MAIL_FROM);
    const email = recoveryEmail({
      nome: 'Niccolò Rossi',
      link: 'http://localhost:3000/recupero-password/abc',
      minutes: 30,
    });
    await mailer.send({ to: 'niccolo@example.it', ...email });
    mailer.close();
    const [received] = smtp.to('niccolo@example.it');
    expect(received).toMatchObject({
      from: MAIL_FROM.replace('Area Clienti', '"Area Clienti"'),
      subject: 'Area Clienti: recupero della password',
    });
    expect(received?.text).toContain('Gentile Niccolò Rossi,');
    expect(received?.text).toContain('http://localhost:3000/recupero-password/abc');
    expect(received?.html).toContain('<a href="http://localhost:3000/recupero-password/abc">');
  });

  it('fails with a DeliveryError that names neither recipient nor network code when nobody listens', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', MAIL_FROM);
    const failure = await mailer
      .send({ to: 'x@example.it', subject: 's', text: 'segreto 123456' })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure.message).not.toContain('x@example.it');
    expect(failure.code).toBeUndefined();
    expect(failure.cause).toBeUndefined();
  });
});

describe('the HTTP SMS gateway adapter against a real local gateway', () => {
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeAll(async () => {
    gateway = await startSmsGateway();
  });
  afterAll(() => gateway.close());

  it('POSTs JSON { to, text } and takes any 2xx as accepted', async () => {
    gateway.answer(200);
    await new HttpSmsSender(gateway.url).send('+393331234567', 'Area Clienti: prova');
    gateway.answer(204);
    await new HttpSmsSender(gateway.url).send('+393331234567', 'seconda');
    expect(gateway.received.map(({ to, text }) => ({ to, text }))).toEqual([
      { to: '+393331234567', text: 'Area Clienti: prova' },
      { to: '+393331234567', text: 'seconda' },
    ]);
    expect(gateway.received[0]?.headers['content-type']).toBe('application/json');
    expect(gateway.received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the credentials of the URL as Basic auth, not in the URL', async () => {
    gateway.answer(202);
    await new HttpSmsSender(`http://agenzia:s%40greta@127.0.0.1:${gateway.port}/sms`).send(
      '+393331234567',
      'x',
    );
    const last = gateway.received.at(-1);
    expect(last?.headers.authorization).toBe(`Basic ${Buffer.from('agenzia:s@greta').toString('base64')}`);
  });

  it.each([
    ['a 500', 500, 0, 'answered 500'],
    ['a 400', 400, 0, 'answered 400'],
    ['no answer in time', 202, 500, 'did not answer in time'],
  ])('fails with a DeliveryError on %s', async (_name, status, delayMs, message) => {
    gateway.answer(status, delayMs);
    const failure = await new HttpSmsSender(gateway.url, 200)
      .send('+393331234567', 'codice 123456')
      .catch((e) => e);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure.message).toContain(message);
    expect(failure.message).not.toContain('123456');
    gateway.answer(202);
  });

  it('fails with a DeliveryError, not a network error code, when the gateway is unreachable', async () => {
    const failure = await new HttpSmsSender('http://127.0.0.1:1/sms')
      .send('+393331234567', 'x')
      .catch((e) => e);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure.message).toBe('the SMS gateway is unreachable');
    expect(failure.cause).toBeUndefined();
  });
});

describe('configuration of delivery', () => {
  it('uses SMTP and the gateway only when their URLs are set', () => {
    expect(configuredDelivery(loadConfig({}))).toEqual({});
    const both = configuredDelivery(
      loadConfig({ SMTP_URL: 'smtp://mail:25', SMS_URL: 'https://sms.example.it/send' }),
    );
    expect(both.mailer).toBeInstanceOf(SmtpMailer);
    expect(both.sms).toBeInstanceOf(HttpSmsSender);
  });

  it('has a default sender, and takes one with a name or a bare address', () => {
    expect(loadConfig({}).MAIL_FROM).toBe(MAIL_FROM);
    expect(loadConfig({ MAIL_FROM: 'agenzia@example.it' }).MAIL_FROM).toBe('agenzia@example.it');
  });
});

describe('templates', () => {
  it('escape what they put in the HTML part, and keep the plain text as it is', () => {
    const email = inviteEmail({
      nome: '<script>alert(1)</script> & "Co"',
      link: 'https://x.it/first?code=1"><b>',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(email.html).toContain('href="https://x.it/first?code=1&quot;&gt;&lt;b&gt;"');
    expect(email.text).toContain('Gentile <script>alert(1)</script> & "Co",');
    expect(email.text).toContain('https://x.it/first?code=1"><b>');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('greet the client by name, or as "cliente" without one', () => {
    expect(inviteEmail({ nome: 'Paolo Gallo', link: 'l' }).text).toMatch(/^Gentile Paolo Gallo,/);
    expect(inviteEmail({ link: 'l' }).text).toMatch(/^Gentile cliente,/);
    expect(emailCodeEmail({ nome: null, code: '012345', userCode: '10000100', minutes: 15 }).text).toContain(
      '\n\n012345\n\n',
    );
  });

  it('fit the SMS in one message', () => {
    expect(smsCodeText({ code: '123456', minutes: 10 }).length).toBeLessThanOrEqual(160);
  });

  it('mask recipients for the log', () => {
    expect(maskRecipient('anna.neri@example.it')).toBe('a***@example.it');
    expect(maskRecipient('+393471112233')).toBe('+39*******233');
    expect(maskRecipient('12')).toBe('***');
  });
});
