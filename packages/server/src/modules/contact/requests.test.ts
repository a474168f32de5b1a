import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../delivery/smtp.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

let sendTo = () => smtp.url;
const t = useTestApp({
  deps: () => ({
    mailer: { send: (email) => new SmtpMailer(sendTo(), 'Area Clienti <no-reply@example.it>').send(email) },
  }),
});

const MESSAGE = 'Vorrei parlare con la filiale della mia polizza auto.';
const ask = (token: string) => t.post(ApiPath.formContatti, { oggetto: '1', testo: MESSAGE }, token);
/** Every try of what waits in the queue happens now (the waits between tries run on the database's clock). */
async function everyTry() {
  for (let attempt = 0; attempt < 12; attempt++) {
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
    );
    await t.app.deliveries.drain();
  }
}

describe('the agency lists contact requests (getContactRequests, npm run contact-requests)', () => {
  it('shows each with its branch and whether its e-mail arrived: sent, queued, or failed after every try', async () => {
    const mario = await t.login('10000001');
    expect((await ask(mario)).statusCode).toBe(200);
    sendTo = () => 'smtp://127.0.0.1:1';
    expect((await ask(mario)).statusCode).toBe(200);
    const admin = await t.login('90000001');
    const list = async () => (await t.post(ApiPath.getContactRequests, {}, admin)).json();

    const [queued, sent] = (await list()).requests;
    expect(sent).toMatchObject({
      source: 'authenticated',
      from: 'Mario Rossi',
      subject: 'Informazioni generali',
    });
    expect(sent.delivery).toBe('sent');
    expect(sent.branch).toBeTruthy();
    expect(queued).toMatchObject({ delivery: 'queued', sentAt: null, recipient: sent.recipient });

    await everyTry();
    expect((await list()).requests[0].delivery).toBe('failed');
    // The message is the branch's to read, not the listing's.
    expect(JSON.stringify(await list())).not.toContain(MESSAGE);
  });

  it("is the agency's alone (FORBIDDEN_001 to a client)", async () => {
    const reply = await t.post(ApiPath.getContactRequests, {}, await t.login('10000003'));
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.FORBIDDEN } });
  });
});
