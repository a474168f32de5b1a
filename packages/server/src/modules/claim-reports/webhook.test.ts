import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { claimClient, claimReportsOfTest, sentDamageReport } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { webhookSignature } from './index.js';

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

describe('the webhook of the reports sent', () => {
  it('posts each report sent once, as its feed line, signed with HMAC-SHA256 over the time and the body', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(t, client);
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
    const reportId = await sentDamageReport(t, client);
    answer = 500;
    const reports = await claimReportsOfTest(t);
    await expect(reports.webhook.deliver(reportId)).rejects.toThrow('answered 500');
    answer = 204;
    await expect(reports.webhook.deliver(reportId)).resolves.toBeUndefined();
  });
});
