import { PassThrough } from 'node:stream';
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { selectRows } from '../db/database.js';
import { retriesDue, startSmsGateway } from '../test/delivery-servers.js';
import { useTestApp } from '../test/harness.js';
import { HttpSmsSender } from './sms-gateway.js';

let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
beforeAll(async () => {
  gateway = await startSmsGateway();
});
afterAll(() => gateway.close());

const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
const t = useTestApp({
  config: { LOG_LEVEL: 'info' },
  deps: () => ({ sms: new HttpSmsSender(gateway.url, 1_000), logStream }),
});

const waitsPass = () => retriesDue(t.db);

/** Every try of the queued messages fails: the last one leaves them failed. */
async function failEveryTry() {
  for (let attempt = 0; attempt < 12; attempt++) {
    await waitsPass();
    await t.app.deliveries.drain();
  }
}

const TEXT = 'Il tuo codice è 123456';

describe('the delivery queue (docs/decisions/0044)', () => {
  it('lists a message from its first failed try: retrying, with its cause and the time of the next try', async () => {
    gateway.answer(503);
    await t.app.deliveries.sms('+393401112222', TEXT);
    const admin = await t.login('90000001');
    await t.app.deliveries.drain();
    const listed = (await t.post(ApiPath.getFailedDeliveries, {}, admin)).json();
    expect(listed.deliveries).toEqual([
      {
        id: expect.any(String),
        channel: 'sms',
        state: 'retrying',
        to: '+39*******222',
        subject: null,
        cause: 'refused',
        tries: 1,
        queuedAt: expect.any(String),
        failedAt: null,
        nextTryAt: expect.any(String),
      },
    ]);
    const [retrying] = listed.deliveries;
    // The next try waits (30 s and more, doubling), after the message was queued.
    expect(Date.parse(retrying.nextTryAt)).toBeGreaterThan(Date.parse(retrying.queuedAt));
    // Sent again while it waits: due now, not in minutes (the agency fixed the cause and will not wait).
    expect((await t.post(ApiPath.resendDelivery, { id: retrying.id }, admin)).json()).toEqual({
      status: 'OK',
      result: true,
    });
    await t.app.deliveries.drain();
    const [again] = (await t.post(ApiPath.getFailedDeliveries, {}, admin)).json().deliveries;
    expect(again).toMatchObject({ id: retrying.id, state: 'retrying', tries: 2 });
  });

  it('tries a refused SMS again and again, logging each cause, and lists it as failed after every try', async () => {
    await failEveryTry();
    expect(gateway.received.filter((sms) => sms.to === '+393401112222')).toHaveLength(0);
    const refusals = logLines.filter((line) => line.includes('delivery failed'));
    expect(refusals.length).toBe(10);
    // The two tries of the test before are among them.
    expect(refusals.every((line) => line.includes('"cause":"refused"') && !line.includes('123456'))).toBe(
      true,
    );

    const admin = await t.login('90000001');
    const listed = await t.post(ApiPath.getFailedDeliveries, {}, admin);
    expect(listed.statusCode).toBe(200);
    const [failed] = listed.json().deliveries;
    expect(failed).toMatchObject({
      channel: 'sms',
      state: 'failed',
      to: '+39*******222',
      subject: null,
      cause: 'refused',
      tries: 10,
      failedAt: expect.any(String),
      nextTryAt: null,
    });
    expect(listed.body).not.toContain('123456');
  });

  it('sends a failed message again when the agency asks, once the gateway is back', async () => {
    const admin = await t.login('90000001');
    const [failed] = (await t.post(ApiPath.getFailedDeliveries, {}, admin)).json().deliveries;
    gateway.answer(202);
    expect((await t.post(ApiPath.resendDelivery, { id: failed.id }, admin)).json()).toEqual({
      status: 'OK',
      result: true,
    });
    await waitsPass();
    await t.app.deliveries.drain();
    expect(gateway.received.filter((sms) => sms.to === '+393401112222').map((sms) => sms.text)).toEqual([
      TEXT,
    ]);
    expect((await t.post(ApiPath.getFailedDeliveries, {}, admin)).json().deliveries).toEqual([]);
    // Sent is sent: it cannot be sent again as a failed one.
    const again = await t.post(ApiPath.resendDelivery, { id: failed.id }, admin);
    expect(again.json()).toEqual({ status: 'KO', error: { code: ErrorCode.NOT_FOUND } });
    // Who asked for it is in the audit log: the try-now of the first test and this resend (the refused
    // ask is not an act).
    const filter = { action: 'delivery.resend', target: `delivery:${failed.id}` };
    const { entries } = (await t.post(ApiPath.getAuditLog, { filter }, admin)).json();
    const entry = { at: expect.any(String), actor: '90000001', ...filter, detail: null };
    expect(entries).toEqual([entry, entry]);
  });

  it('pages the failing messages newest first (keyset): each page once, none twice, none left out', async () => {
    gateway.answer(503);
    const numbers = ['+393401115551', '+393401115552', '+393401115553', '+393401115554', '+393401115555'];
    for (const number of numbers) {
      await t.app.deliveries.sms(number, TEXT);
      // pg-boss stamps created_on with the database's clock: apart, so the order is the sending's.
      await t.db.execute(sql`select pg_sleep(0.01)`);
    }
    await t.app.deliveries.drain();
    const admin = await t.login('90000001');
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const body: object = after ? { limit: 2, after } : { limit: 2 };
      const page = (await t.post(ApiPath.getFailedDeliveries, body, admin)).json();
      expect(page.deliveries.length).toBeLessThanOrEqual(2);
      seen.push(...page.deliveries.map((d: { to: string }) => d.to));
      after = page.next;
      pages++;
    } while (after && pages < 10);
    expect(seen).toEqual([
      '+39*******555',
      '+39*******554',
      '+39*******553',
      '+39*******552',
      '+39*******551',
    ]);
    expect(pages).toBe(3);
    for (const body of [
      { limit: 0 },
      { limit: 101 },
      { after: 'x' },
      { after: '2026-01-01T00:00:00.000Z|nope' },
    ]) {
      const reply = await t.post(ApiPath.getFailedDeliveries, body, admin);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
    // The test's own messages leave the queue, so the next tests start from none failing.
    await t.db.execute(sql`delete from pgboss.job where data->>'to' like '+39340111555%'`);
  });

  it('refuses a page cursor it did not write (a malformed time, 30 February, no UUID): 400, never 500', async () => {
    const admin = await t.login('90000001');
    const uuid = '0b8a3c1e-6f2d-4c7a-9e11-2a3b4c5d6e7f';
    for (const after of [
      `0000-00-00T0Z|--a-00a--a0a-aaa-0------00--a0aa--a-`,
      `2026-02-30T00:00:00.000Z|${uuid}`,
      `2026-11-27T10:00:00.000Z|${'-'.repeat(36)}`,
      `2026-11-27T10:00:00Z|${uuid}`,
    ]) {
      const reply = await t.post(ApiPath.getFailedDeliveries, { after }, admin);
      expect([reply.statusCode, reply.json().error?.code], after).toEqual([400, ErrorCode.VALIDATION]);
    }
    const good = await t.post(
      ApiPath.getFailedDeliveries,
      { after: `2026-11-27T10:00:00.000Z|${uuid}` },
      admin,
    );
    expect(good.statusCode).toBe(200);
  });

  it("is the agency's alone: a client cannot list or resend (FORBIDDEN_001)", async () => {
    const mario = await t.login('10000001');
    for (const [path, body] of [
      [ApiPath.getFailedDeliveries, {}],
      [ApiPath.resendDelivery, { id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' }],
    ] as const) {
      expect((await t.post(path, body, mario)).json()).toEqual({
        status: 'KO',
        error: { code: ErrorCode.FORBIDDEN },
      });
    }
  });

  it('queues nothing when the transaction that causes the message rolls back', async () => {
    const count = async () =>
      (await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from pgboss.job`))[0]?.n ?? 0;
    const before = await count();
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.deliveries.sms('+393401113333', TEXT, { db: tx });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await count()).toBe(before);
  });

  it('works the queue by itself in a server process, and runs the retention purge every hour', async () => {
    gateway.answer(202);
    const server = await buildApp({
      config: t.config,
      db: t.db,
      sms: new HttpSmsSender(gateway.url, 1_000),
      work: true,
    });
    try {
      await server.deliveries.sms('+393401114444', TEXT);
      await expect
        .poll(() => gateway.received.filter((sms) => sms.to === '+393401114444').length, { timeout: 10_000 })
        .toBe(1);
      const schedules = await selectRows(t.db, sql`select name, cron from pgboss.schedule`);
      expect(schedules).toContainEqual({ name: 'retention-purge', cron: '0 * * * *' });
    } finally {
      await server.close();
    }
  });
});
