import { ApiPath } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/database.js';
import { startSmtpServer } from '../test/delivery-servers.js';
import { useTestApp } from '../test/harness.js';
import { SmtpMailer } from './smtp.js';

// Codes and bulk mail in lanes of their own (issue 37 item 1, docs/decisions/0155).
const FROM = 'Area Clienti <no-reply@area-clienti.local>';
/** The bulk pool's rate: 3 e-mails in a window of an hour, so that what it sends is counted, not timed. */
const RATE = 3;
const BULK = 40;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let bulkMailer: SmtpMailer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  bulkMailer = new SmtpMailer(smtp.url, FROM, { size: 2, perSecond: RATE, windowMs: 3_600_000 });
});
const t = useTestApp({ deps: () => ({ mailer: new SmtpMailer(smtp.url, FROM), bulkMailer }) });
// Before the app closes (hooks after the tests run last-registered first): the pool lets its batch go.
afterAll(async () => {
  bulkMailer.close();
  await smtp.close();
});

const bulkReceived = () => smtp.received.filter((mail) => mail.to[0]?.startsWith('massa'));
const others = () => smtp.received.filter((mail) => !mail.to[0]?.startsWith('massa'));
const bulkWaiting = async () => {
  const [row] = await selectRows<{ waiting: number }>(
    t.db,
    sql`select count(*)::int as waiting from pgboss.job where name = 'email-bulk' and state in ('created', 'active')`,
  );
  return row?.waiting ?? 0;
};

describe('the lanes of e-mail', () => {
  it('sends a recovery code at once while the bulk lane holds many e-mails, and the pool keeps its rate', async () => {
    for (let n = 1; n <= BULK; n++) {
      await t.app.deliveries.email(
        { to: `massa${n}@example.it`, subject: 'Invito', text: `Invito ${n}` },
        { lane: 'bulk' },
      );
    }
    t.app.deliveries.work();
    // The pool sends its rate's worth, then waits for the window to pass.
    await expect.poll(() => bulkReceived().length, { timeout: 20_000 }).toBe(RATE);

    // A person asks for a recovery code meanwhile (no drain here: the server's workers send it).
    const reply = await t.app.inject({
      method: 'POST',
      url: ApiPath.forgotPasswordSendCode,
      payload: { email: '10000003' },
      remoteAddress: '192.0.2.10',
    });
    expect(reply.statusCode).toBe(200);
    await expect.poll(() => others().length, { timeout: 20_000 }).toBe(1);
    expect(others()[0]?.text).toMatch(/recupero-password\//);

    // The code did not wait for the bulk lane: its e-mails are still queued, and the pool sent no more
    // than its rate while the code went on a connection of its own.
    expect(bulkReceived()).toHaveLength(RATE);
    expect(await bulkWaiting()).toBeGreaterThanOrEqual(BULK - RATE);
  });
});
