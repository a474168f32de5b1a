import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, ErrorCode, type FeedUpload, type ImportRecordInput, Role } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../agency-data/pdf.js';
import { userRoles, users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { BOUNDARY, form, zip } from '../../test/multipart.js';
import { feedStagingRoot } from './upload-routes.js';

const dataDir = join(tmpdir(), `area-clienti-feed-chunks-${process.pid}`);
// 2 MiB of room for the uploads under way, all together.
const t = useTestApp({ config: { DATA_DIR: dataDir, FEED_STAGING_MAX_MB: 2 } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const SUPERUSER = '90000001';
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const jsonl = (records: ImportRecordInput[]) =>
  Buffer.from(`${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
const BRANCHES = jsonl([
  { type: 'branch', id: 'C-FIL-1', name: 'Filiale Chunk', bank: 'Banca Chunk', email: 'chunk@example.it' },
]);
const CLIENTS = jsonl([
  {
    type: 'client',
    id: 'C-CLI-1',
    codiceFiscale: 'BNCGLI80A41H501C',
    nome: 'Giulia',
    cognome: 'Bianco',
    branch: 'C-FIL-1',
  },
  {
    type: 'dossier',
    id: 'C-POL-1',
    client: 'C-CLI-1',
    numeroPolizza: '99200001',
    prodotto: 'Casa Sicura',
    stato: 'ATTIVA',
  },
  {
    type: 'document',
    id: 'C-DOC-1',
    dossier: 'C-POL-1',
    name: 'Condizioni',
    file: 'documents/condizioni.pdf',
  },
]);

const start = (token: string, files: { name: string; size: number }[]) =>
  t.post(ApiPath.startFeedUpload, { files }, token);

/** One chunk as the browser sends it: the upload, the file's place, the offset, then the bytes. */
function chunk(
  token: string,
  uploadId: string,
  file: number,
  offset: number | string,
  bytes: Buffer,
  cut = false,
) {
  const payload = form([
    { field: 'uploadId', value: uploadId },
    { field: 'file', value: String(file) },
    { field: 'offset', value: String(offset) },
    { field: 'chunk', file: 'blob', type: 'application/octet-stream', bytes },
  ]);
  return t.inject({
    method: 'POST',
    url: ApiPath.sendFeedChunk,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${token}`,
    },
    // A connection cut mid-chunk: the body ends in the middle of the bytes.
    payload: cut ? payload.subarray(0, payload.length - bytes.length / 2 - 40) : payload,
  });
}

const uploadOf = (reply: { json(): unknown }) => (reply.json() as { upload: FeedUpload }).upload;
const staged = (uploadId: string, file: number) => join(feedStagingRoot(dataDir), uploadId, `${file}.part`);

/** Sends every file whole, in chunks of `size` bytes. */
async function sendAll(token: string, upload: FeedUpload, files: Buffer[], size = 64 * 1024) {
  for (const [index, bytes] of files.entries())
    for (let at = 0; at < bytes.length; at += size) {
      const reply = await chunk(token, upload.uploadId, index, at, bytes.subarray(at, at + size));
      expect(reply.statusCode).toBe(200);
    }
}

describe('a feed sent in chunks from the console (decisions/0159)', () => {
  it('resumes a file cut off mid-chunk from the offset the server holds: the bytes arrive identical', async () => {
    const admin = await t.login(SUPERUSER);
    // 300 KB that do not repeat: a chunk written twice or skipped would change the digest.
    const big = Buffer.concat(
      Array.from({ length: 3000 }, (_, n) =>
        Buffer.from(`${JSON.stringify({ n, pad: sha256(Buffer.from(String(n))) })}\n`),
      ),
    );
    const started = await start(admin, [{ name: 'grande.jsonl', size: big.length }]);
    expect(started.statusCode).toBe(200);
    const { uploadId, files, chunkBytes } = uploadOf(started);
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(files).toEqual([{ name: 'grande.jsonl', size: big.length, offset: 0 }]);
    expect(chunkBytes).toBe(8 * 1024 * 1024);
    const size = 100_000;
    expect((await chunk(admin, uploadId, 0, 0, big.subarray(0, size))).statusCode).toBe(200);
    // The second chunk's connection drops half way: nothing of it is kept.
    const cut = await chunk(admin, uploadId, 0, size, big.subarray(size, 2 * size), true);
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const held = uploadOf(await t.post(ApiPath.getFeedUpload, { uploadId }, admin)).files[0]?.offset ?? -1;
    expect(held).toBe(size);
    for (let at = held; at < big.length; at += size) {
      const reply = await chunk(admin, uploadId, 0, at, big.subarray(at, at + size));
      expect(uploadOf(reply).files[0]?.offset).toBe(Math.min(big.length, at + size));
    }
    expect(sha256(await readFile(staged(uploadId, 0)))).toBe(sha256(big));
  });

  it('imports .jsonl files sent one by one with a documents archive, then removes the upload', async () => {
    const admin = await t.login(SUPERUSER);
    const documents = zip([{ name: 'documents/condizioni.pdf', bytes: makePdf('Condizioni', ['Testo']) }]);
    const sent = [BRANCHES, CLIENTS, documents];
    const started = await start(admin, [
      { name: '1-filiali.jsonl', size: BRANCHES.length },
      { name: '2-clienti.jsonl', size: CLIENTS.length },
      { name: 'documenti.zip', size: documents.length },
    ]);
    const upload = uploadOf(started);
    // Before every byte has arrived the import is refused.
    const early = await t.post(
      ApiPath.importFeedUpload,
      { uploadId: upload.uploadId, progressKey: randomUUID() },
      admin,
    );
    expect([early.statusCode, codeOf(early)]).toEqual([409, ErrorCode.FEED_UPLOAD_INCOMPLETE]);
    await sendAll(admin, upload, sent, 100);
    const reply = await t.post(
      ApiPath.importFeedUpload,
      { uploadId: upload.uploadId, progressKey: randomUUID() },
      admin,
    );
    expect(reply.statusCode).toBe(200);
    const outcome = reply.json();
    expect(outcome.imported).toBe(true);
    expect(outcome.summary.entities.document.created).toBe(1);
    expect(outcome.summary.entities.branch.created).toBe(1);
    expect(existsSync(join(feedStagingRoot(dataDir), upload.uploadId))).toBe(false);
    const again = await t.post(ApiPath.getFeedUpload, { uploadId: upload.uploadId }, admin);
    expect([again.statusCode, codeOf(again)]).toEqual([404, ErrorCode.NOT_FOUND]);
    const [entry] = (await t.post(ApiPath.getImportHistory, {}, admin)).json().imports;
    expect(entry.file).toBe('1-filiali.jsonl, 2-clienti.jsonl, documenti.zip');
  });

  it('names a refused line by the file it was sent as, and refuses what is not a zip', async () => {
    const admin = await t.login(SUPERUSER);
    const broken = Buffer.from('{"type":"branch"}\n');
    const upload = uploadOf(await start(admin, [{ name: 'rotto feed.jsonl', size: broken.length }]));
    await sendAll(admin, upload, [broken]);
    const reply = await t.post(
      ApiPath.importFeedUpload,
      { uploadId: upload.uploadId, progressKey: randomUUID() },
      admin,
    );
    expect(reply.json().imported).toBe(false);
    expect(reply.json().problems[0].file).toBe('rotto feed.jsonl');
    const fake = Buffer.from('non sono un archivio');
    const notZip = uploadOf(await start(admin, [{ name: 'finto.zip', size: fake.length }]));
    await sendAll(admin, notZip, [fake]);
    const refused = await t.post(
      ApiPath.importFeedUpload,
      { uploadId: notZip.uploadId, progressKey: randomUUID() },
      admin,
    );
    expect([refused.statusCode, codeOf(refused)]).toEqual([400, ErrorCode.IMPORT_NOT_A_FEED]);
    // Refused for its bytes: the same bytes would be refused again, the upload is gone.
    const gone = await t.post(ApiPath.getFeedUpload, { uploadId: notZip.uploadId }, admin);
    expect([gone.statusCode, codeOf(gone)]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect(existsSync(join(feedStagingRoot(dataDir), notZip.uploadId))).toBe(false);
  });

  it('refuses a wrong offset, a chunk past the size, a wrong type and too many bytes, never with a 500', async () => {
    const admin = await t.login(SUPERUSER);
    const upload = uploadOf(await start(admin, [{ name: 'feed.jsonl', size: 10 }]));
    const ahead = await chunk(admin, upload.uploadId, 0, 5, Buffer.from('12345'));
    expect([ahead.statusCode, codeOf(ahead)]).toEqual([409, ErrorCode.FEED_UPLOAD_OFFSET]);
    expect((await chunk(admin, upload.uploadId, 0, 0, Buffer.from('12345'))).statusCode).toBe(200);
    const twice = await chunk(admin, upload.uploadId, 0, 0, Buffer.from('12345'));
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, ErrorCode.FEED_UPLOAD_OFFSET]);
    const past = await chunk(admin, upload.uploadId, 0, 5, Buffer.from('123456'));
    expect([past.statusCode, codeOf(past)]).toEqual([413, ErrorCode.UPLOAD_TOO_LARGE]);
    for (const offset of ['-1', 'dieci', '1e3']) {
      const bad = await chunk(admin, upload.uploadId, 0, offset, Buffer.from('1'));
      expect([bad.statusCode, codeOf(bad)], offset).toEqual([400, ErrorCode.VALIDATION]);
    }
    const noFile = await chunk(admin, upload.uploadId, 1, 0, Buffer.from('1'));
    expect([noFile.statusCode, codeOf(noFile)]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect(
      uploadOf(await t.post(ApiPath.getFeedUpload, { uploadId: upload.uploadId }, admin)).files[0]?.offset,
    ).toBe(5);
    const type = await start(admin, [{ name: 'feed.csv', size: 10 }]);
    expect([type.statusCode, codeOf(type)]).toEqual([415, ErrorCode.UPLOAD_BAD_TYPE]);
    const large = await start(admin, [{ name: 'feed.jsonl', size: 2 * 1024 * 1024 }]);
    expect([large.statusCode, codeOf(large)]).toEqual([413, ErrorCode.UPLOAD_TOO_LARGE]);
    const empty = await start(admin, [{ name: 'feed.jsonl', size: 0 }]);
    expect([empty.statusCode, codeOf(empty)]).toEqual([400, ErrorCode.VALIDATION]);
    const unknown = await t.post(ApiPath.getFeedUpload, { uploadId: randomUUID() }, admin);
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, ErrorCode.NOT_FOUND]);
  });

  it("answers another account's upload as missing, and refuses Staff and clients", async () => {
    const admin = await t.login(SUPERUSER);
    const upload = uploadOf(await start(admin, [{ name: 'mio.jsonl', size: BRANCHES.length }]));
    await sendAll(admin, upload, [BRANCHES]);
    // Another Superuser (a demo client made one here) sees nothing of it.
    const [luca] = await t.db.select({ id: users.id }).from(users).where(eq(users.userCode, '10000003'));
    await t.db
      .insert(userRoles)
      .values({ userId: luca?.id as number, applicationId: t.config.APPLICATION_ID, role: Role.SUPERUSER });
    const other = await t.login('10000003');
    const { uploadId } = upload;
    for (const reply of [
      await t.post(ApiPath.getFeedUpload, { uploadId }, other),
      await chunk(other, uploadId, 0, BRANCHES.length, Buffer.from('x')),
      await t.post(ApiPath.importFeedUpload, { uploadId, progressKey: randomUUID() }, other),
    ])
      expect([reply.statusCode, codeOf(reply)]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect(sha256(await readFile(staged(uploadId, 0)))).toBe(sha256(BRANCHES));
    const client = await t.login('10000001');
    const refused = await start(client, [{ name: 'feed.jsonl', size: 10 }]);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, ErrorCode.FORBIDDEN]);
    await t.db.delete(userRoles).where(eq(userRoles.userId, luca?.id as number));
  });
});
