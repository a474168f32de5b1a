import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClaimReportPath } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { todayOf } from '../../shared/clock.js';
import { PgFileStorage } from '../../shared/pg-file-storage.js';
import { RateLimiter } from '../../shared/rate-limit.js';
import { lastCodeTo } from '../../test/accounts.js';
import { claimClient } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { claimReportsOf, webhookSignature } from './index.js';

const SECRET = 's'.repeat(40);
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let answer = 204;
const server = createServer((request, reply) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    reply.statusCode = answer;
    reply.end();
  });
});
const config: Partial<Config> = {};
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  config.CLAIM_REPORT_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/denunce`;
  config.CLAIM_REPORT_WEBHOOK_SECRET = SECRET;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const t = useTestApp({ config });

/** A water damage report of the client's, signed and sent: its id. */
async function sentDamageReport(client: Awaited<ReturnType<typeof claimClient>>) {
  const made = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: client.home, eventDate: '2026-11-18' },
    client.token,
  );
  const { reportId } = made.json().report;
  const data = {
    kind: 'damage',
    coverage: 'water',
    description: 'Perdita dal tubo della lavatrice, parquet rovinato',
    date: '2026-11-18',
    place: { street: 'Via Verdi 3', town: 'Torino', country: 'IT' },
    estimatedCents: 240_000,
    iban: 'IT60X0542811101000000123456',
  };
  const saved = await t.post(ClaimReportPath.saveClaimReport, { reportId, version: 0, data }, client.token);
  expect(saved.statusCode, saved.body).toBe(200);
  t.clock.advance(61_000);
  await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 1 }, client.token);
  const signed = await t.post(
    ClaimReportPath.confirmClaimReport,
    { reportId, code: await lastCodeTo(t, client.phone) },
    client.token,
  );
  expect(signed.json().report.state).toBe('sent');
  return reportId as string;
}

describe('the webhook of the reports sent', () => {
  it('posts each report sent once, as its feed line, signed with HMAC-SHA256 over the time and the body', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(client);
    expect(received).toHaveLength(0);
    await t.app.claimReportWebhook.drain();
    expect(received).toHaveLength(1);
    const [call] = received;
    const timestamp = String(call?.headers['x-area-clienti-timestamp']);
    expect(call?.headers['x-area-clienti-signature']).toBe(
      `sha256=${webhookSignature(SECRET, timestamp, call?.body ?? '')}`,
    );
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ reportId, kind: 'damage', signedBy: 'A' });
    await t.app.claimReportWebhook.drain();
    expect(received).toHaveLength(1);
  });

  it('takes anything but a 2xx for a failure, to be tried again', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(client);
    answer = 500;
    const reports = claimReportsOf({
      db: t.db,
      clock: t.clock,
      config: t.config,
      today: () => todayOf(t.clock),
      deliveries: t.app.deliveries,
      files: new PgFileStorage(t.db),
      rateLimiter: new RateLimiter(t.db, t.clock),
    });
    await expect(reports.webhook.deliver(reportId)).rejects.toThrow('answered 500');
    answer = 204;
    await expect(reports.webhook.deliver(reportId)).resolves.toBeUndefined();
  });
});
