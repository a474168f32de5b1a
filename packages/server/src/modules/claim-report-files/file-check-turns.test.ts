// Issue 33, item 7 (docs/decisions/0133): image decoding bounded for everyone. Twenty 60 MP PNGs completed
// at once by one client are decoded one at a time, another client's photo is checked meanwhile, other calls
// keep answering, and several clients never have more than FILE_CHECKS_AT_ONCE decodes running together.
// Shown by what the checker counts where it decodes (`checksInFlight`), never by a clock.
import { ApiPath, ClaimReportPath, type ErrorCode } from '@area-clienti/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sixtyMegapixelPng, smallPng } from '../../test/claim-report-files.js';
import { claimClient, newDraft } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { BOUNDARY, form } from '../../test/multipart.js';
import { checksInFlight } from './check-file.js';
import { deleteUpload } from './queries.js';

const t = useTestApp();

type Client = Awaited<ReturnType<typeof claimClient>>;
let mario: Client;
let luca: Client;
let anna: Client;
let bomb: Buffer;

beforeAll(async () => {
  [mario, luca, anna] = [await claimClient(t), await claimClient(t), await claimClient(t)];
  bomb = await sixtyMegapixelPng();
});

beforeEach(() => checksInFlight.resetMost());

/** A whole file sent (started, one chunk), not yet completed: its upload's id. */
async function sent(client: Client, reportId: string, name: string, bytes: Buffer) {
  const started = await t.post(
    ClaimReportPath.startClaimReportUpload,
    { reportId, name, size: bytes.length, type: 'image/png' },
    client.token,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { uploadId } = started.json().upload as { uploadId: string };
  const chunk = await t.inject({
    method: 'POST',
    url: ClaimReportPath.sendClaimReportChunk,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${client.token}`,
    },
    payload: form([
      { field: 'uploadId', value: uploadId },
      { field: 'offset', value: '0' },
      { field: 'chunk', file: 'blob', type: 'application/octet-stream', bytes },
    ]),
  });
  expect(chunk.statusCode, chunk.body).toBe(200);
  return uploadId;
}

/** `count` copies of the bomb sent to a new draft of the client's. */
async function bombsSent(client: Client, count: number) {
  const reportId = await newDraft(t, client);
  const uploads: string[] = [];
  for (let i = 1; i <= count; i++) uploads.push(await sent(client, reportId, `bomba-${i}.png`, bomb));
  return uploads;
}

const complete = (client: Client, uploadId: string) =>
  t.post(ClaimReportPath.completeClaimReportUpload, { uploadId }, client.token);

/** What a completion answered: its status, and the photo's size or the error's code. */
const outcome = (reply: Awaited<ReturnType<typeof complete>>) => {
  const body = reply.json() as { file?: { width: number; height: number }; error?: { code: ErrorCode } };
  return [reply.statusCode, body.file ? `${body.file.width}×${body.file.height}` : body.error?.code];
};

/** The turns as the server's metrics show them. */
async function fileChecks() {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const gauge = (state: string) =>
    Number(new RegExp(`^area_clienti_file_checks_${state} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { running: gauge('running'), waiting: gauge('waiting') };
}

describe('the check of a claim report’s files', () => {
  it('decodes one client’s twenty 60 MP photos one at a time, while another client’s photo and other calls are answered', {
    timeout: 180_000,
  }, async () => {
    const uploads = await bombsSent(mario, 20);
    const lucasUpload = await sent(luca, await newDraft(t, luca), 'danno.png', await smallPng());
    let marioDone = 0;
    const burst = uploads.map((uploadId) =>
      complete(mario, uploadId).finally(() => {
        marioDone++;
      }),
    );
    // mario's have reached the checker or the turns before it: one is decoded (its turn taken, its bytes
    // read: a decode has begun), the others wait.
    await vi.waitFor(
      async () => {
        expect(checksInFlight.most).toBeGreaterThanOrEqual(1);
        expect(checksInFlight.now + (await fileChecks()).waiting).toBeGreaterThanOrEqual(15);
      },
      { timeout: 60_000, interval: 20 },
    );
    expect(checksInFlight.most).toBe(1);
    // luca, who came after all twenty, is checked at once: not behind mario's queue.
    const lucas = await complete(luca, lucasUpload);
    expect(outcome(lucas)).toEqual([200, '40×30']);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const read = await t.post(ApiPath.getDossierList, {}, anna.token);
    expect([health.statusCode, read.statusCode]).toEqual([200, 200]);
    // All three answered while most of mario's photos still waited their turn.
    expect(marioDone).toBeLessThan(10);
    expect((await fileChecks()).waiting).toBeGreaterThan(0);
    expect((await Promise.all(burst)).map(outcome)).toEqual(Array(20).fill([200, '2560×1536']));
    // Never more than one of a client's at once (FILE_CHECKS_PER_CLIENT): with luca's, two in all.
    expect(t.config.FILE_CHECKS_PER_CLIENT).toBe(1);
    expect(checksInFlight.most).toBeLessThanOrEqual(2);
    expect(await fileChecks()).toEqual({ running: 0, waiting: 0 });
  });

  it('never decodes more than FILE_CHECKS_AT_ONCE photos at once, however many clients send them', {
    timeout: 180_000,
  }, async () => {
    const clients = [mario, luca, anna];
    const uploads = await Promise.all(clients.map((client) => bombsSent(client, 3)));
    const replies = await Promise.all(
      clients.flatMap((client, at) => (uploads[at] ?? []).map((uploadId) => complete(client, uploadId))),
    );
    expect(replies.map(outcome)).toEqual(Array(9).fill([200, '2560×1536']));
    expect(t.config.FILE_CHECKS_AT_ONCE).toBe(2);
    expect(checksInFlight.most).toBe(2);
  });

  it('answers an upload that went while it waited its turn (swept, completed on another instance) as missing', async () => {
    const [first = '', second = ''] = await bombsSent(mario, 2);
    const replies = Promise.all([complete(mario, first), complete(mario, second)]);
    // The first is decoded, the second waits its turn: then its upload goes.
    await vi.waitFor(async () => expect((await fileChecks()).waiting).toBe(1), {
      timeout: 60_000,
      interval: 20,
    });
    await deleteUpload(t.db, second);
    expect((await replies).map(outcome)).toEqual([
      [200, '2560×1536'],
      [404, 'NOTFOUND_001'],
    ]);
  });
});
