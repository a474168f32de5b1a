import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClaimReportPath } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { plainPdf } from '../../test/claim-report-files.js';
import { sendChunk } from '../../test/claim-report-uploads.js';
import { claimClient, claimReportsOfTest, sentDamageReport } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { webhookSignature } from './index.js';
import { WEBHOOK } from './webhook.js';

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
    await t.app.queues.drain(WEBHOOK);
    expect(received).toHaveLength(1);
    const [call] = received;
    const timestamp = String(call?.headers['x-area-clienti-timestamp']);
    expect(call?.headers['x-area-clienti-signature']).toBe(
      `sha256=${webhookSignature(SECRET, timestamp, call?.body ?? '')}`,
    );
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ reportId, kind: 'damage', signedBy: 'A' });
    await t.app.queues.drain(WEBHOOK);
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

  it('posts the report again when the client adds a file to it, its line listing the file (decisions/0140)', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(t, client);
    await t.app.queues.drain(WEBHOOK);
    const before = received.length;
    const pdf = await plainPdf();
    const started = await t.post(
      ClaimReportPath.startClaimReportUpload,
      { reportId, name: 'fattura.pdf', size: pdf.length, type: 'application/pdf', laterKind: 'invoice' },
      client.token,
    );
    const { uploadId } = started.json().upload;
    await sendChunk(t, client.token, uploadId, 0, pdf);
    const done = await t.post(ClaimReportPath.completeClaimReportUpload, { uploadId }, client.token);
    expect(done.statusCode, done.body).toBe(200);
    await t.app.queues.drain(WEBHOOK);
    expect(received).toHaveLength(before + 1);
    const line = JSON.parse(received.at(-1)?.body ?? '{}');
    expect(line).toMatchObject({ reportId, files: [{ name: 'fattura.pdf', laterKind: 'invoice' }] });
  });
});
