import { createHash, randomUUID } from 'node:crypto';
import {
  CLAIM_REPORT_CHUNK_BYTES,
  CLAIM_REPORT_MAX_FILE_BYTES,
  ClaimReportPath,
  ErrorCode,
} from '@area-clienti/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PgFileStorage } from '../../shared/pg-file-storage.js';
import { HTML, iphonePhoto, phonePhoto, plainPdf, SCRIPT, smallPng } from '../../test/claim-report-files.js';
import { sendChunk, uploadWhole } from '../../test/claim-report-uploads.js';
import { claimClient, newDraft } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { deleteReport, nextFeedSeq, updateReport } from '../claim-reports/queries.js';
import { fileChecksOf } from './index.js';
import { openUploadCount } from './queries.js';
import { ClaimReportFiles } from './service.js';

const t = useTestApp();
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;

type Client = Awaited<ReturnType<typeof claimClient>>;
let mario: Client;
let luca: Client;

beforeAll(async () => {
  mario = await claimClient(t);
  luca = await claimClient(t);
});

const start = (token: string, body: Record<string, unknown>) =>
  t.post(ClaimReportPath.startClaimReportUpload, body, token);

/** One chunk as the browser sends it (test/claim-report-uploads.ts). */
const chunk = (token: string, uploadId: string, offset: number, bytes: Buffer) =>
  sendChunk(t, token, uploadId, offset, bytes);

/** A whole file sent in one chunk and completed: the reply of the completion. */
const send = (
  token: string,
  reportId: string,
  name: string,
  type: string,
  bytes: Buffer,
  keepPosition = false,
) => uploadWhole(t, token, { reportId, name, type, bytes, keepPosition });

describe('an upload', () => {
  it('cut halfway resumes from the offset the server holds, and the photo comes out without its GPS', async () => {
    const reportId = await newDraft(t, mario);
    const photo = await phonePhoto();
    const started = await start(mario.token, {
      reportId,
      name: 'IMG_0001.jpeg',
      size: photo.length,
      type: 'image/jpeg',
    });
    expect(started.json().upload).toMatchObject({
      offset: 0,
      size: photo.length,
      chunkBytes: CLAIM_REPORT_CHUNK_BYTES,
    });
    const { uploadId } = started.json().upload;
    const half = Math.floor(photo.length / 2);
    expect((await chunk(mario.token, uploadId, 0, photo.subarray(0, half))).json().upload.offset).toBe(half);
    // The connection dropped; completing now is refused, a chunk sent again from 0 too.
    const early = await t.post(ClaimReportPath.completeClaimReportUpload, { uploadId }, mario.token);
    expect([early.statusCode, codeOf(early)]).toEqual([409, ErrorCode.CLAIMREPORT_UPLOAD_INCOMPLETE]);
    const again = await chunk(mario.token, uploadId, 0, photo.subarray(0, half));
    expect([again.statusCode, codeOf(again)]).toEqual([409, ErrorCode.CLAIMREPORT_UPLOAD_OFFSET]);
    // Back online: the client asks where the upload stands and sends the rest.
    const status = await t.post(ClaimReportPath.getClaimReportUpload, { uploadId }, mario.token);
    expect(status.json().upload.offset).toBe(half);
    expect((await chunk(mario.token, uploadId, half, photo.subarray(half))).json().upload.offset).toBe(
      photo.length,
    );
    const done = await t.post(ClaimReportPath.completeClaimReportUpload, { uploadId }, mario.token);
    expect(done.statusCode, done.body).toBe(200);
    const file = done.json().file;
    expect(file).toMatchObject({
      reportId,
      kind: 'photo',
      name: 'IMG_0001.jpg',
      type: 'image/jpeg',
      width: 2560,
      height: 1920,
      pages: null,
      position: null,
    });

    const listed = await t.post(ClaimReportPath.getClaimReportFiles, { reportId }, mario.token);
    expect(listed.json()).toMatchObject({ files: [{ fileId: file.fileId }], remaining: 19 });
    const served = await t.post(ClaimReportPath.getClaimReportFile, { fileId: file.fileId }, mario.token);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // Its SHA-256 is that of the bytes kept and served (the re-encoded photo), which the signed report lists.
    expect(file.sha256).toBe(createHash('sha256').update(served.rawPayload).digest('hex'));
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([2560, 1920, undefined]);
    expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    const thumbnail = await t.post(
      ClaimReportPath.getClaimReportFile,
      { fileId: file.fileId, thumbnail: true },
      mario.token,
    );
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect([small.width, small.height]).toEqual([320, 240]);
    // The upload is over: its id names nothing now.
    const gone = await t.post(ClaimReportPath.getClaimReportUpload, { uploadId }, mario.token);
    expect([gone.statusCode, codeOf(gone)]).toEqual([404, ErrorCode.NOT_FOUND]);
  });

  it('keeps the position as data when the client asks, never in the photo', async () => {
    const reportId = await newDraft(t, mario);
    const done = await send(
      mario.token,
      reportId,
      'dove.jpg',
      'image/jpeg',
      await phonePhoto(800, 600),
      true,
    );
    expect(done.json().file.position).toEqual({
      latitude: 45.4638889,
      longitude: 9.1888889,
      takenAt: '2026-11-20T10:11:12',
    });
    const served = await t.post(
      ClaimReportPath.getClaimReportFile,
      { fileId: done.json().file.fileId },
      mario.token,
    );
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it("of an iPhone's HEIC, typed or not, keeps a JPEG named .jpg with its thumbnail; a fake or cut one is refused", async () => {
    const reportId = await newDraft(t, mario);
    const heic = iphonePhoto();
    // A Mac says image/heic; Windows without Apple's extension says nothing, and the web app octet-stream.
    for (const [name, type] of [
      ['IMG_0002.HEIC', 'image/heic'],
      ['IMG_0003.heic', 'application/octet-stream'],
    ] as const) {
      const done = await send(mario.token, reportId, name, type, heic, true);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().file).toMatchObject({
        kind: 'photo',
        name: name.replace(/\.heic$/i, '.jpg'),
        type: 'image/jpeg',
        width: 64,
        height: 96,
        position: { latitude: 45.4638889, longitude: 9.1888889 },
      });
      const { fileId } = done.json().file;
      const served = await t.post(ClaimReportPath.getClaimReportFile, { fileId }, mario.token);
      const meta = await sharp(served.rawPayload).metadata();
      expect([served.headers['content-type'], meta.format, meta.width, meta.height, meta.exif]).toEqual([
        'image/jpeg',
        'jpeg',
        64,
        96,
        undefined,
      ]);
      const thumbnail = await t.post(
        ClaimReportPath.getClaimReportFile,
        { fileId, thumbnail: true },
        mario.token,
      );
      expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('jpeg');
    }
    for (const bytes of [SCRIPT, heic.subarray(0, heic.length - 200)]) {
      const refused = await send(mario.token, reportId, 'IMG_0004.heic', 'image/heic', bytes);
      expect([refused.statusCode, codeOf(refused)]).toEqual([415, ErrorCode.CLAIMREPORT_FILE_UNREADABLE]);
    }
    expect(
      (await t.post(ClaimReportPath.getClaimReportFiles, { reportId }, mario.token)).json().files,
    ).toHaveLength(2);
  });

  it('of a PDF keeps it as sent, with its pages; a document has no thumbnail', async () => {
    const reportId = await newDraft(t, mario);
    const pdf = await plainPdf(2);
    const done = await send(mario.token, reportId, 'denuncia', 'application/pdf', pdf);
    expect(done.json().file).toMatchObject({
      kind: 'document',
      name: 'denuncia.pdf',
      pages: 2,
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    const served = await t.post(
      ClaimReportPath.getClaimReportFile,
      { fileId: done.json().file.fileId },
      mario.token,
    );
    expect([served.headers['content-type'], served.rawPayload.equals(pdf)]).toEqual([
      'application/pdf',
      true,
    ]);
    const none = await t.post(
      ClaimReportPath.getClaimReportFile,
      { fileId: done.json().file.fileId, thumbnail: true },
      mario.token,
    );
    expect([none.statusCode, codeOf(none)]).toEqual([404, ErrorCode.NOT_FOUND]);
  });
});

describe('the bad inputs of issue 22', () => {
  it('a 21st file is refused: 20 per report', async () => {
    const reportId = await newDraft(t, mario);
    const png = await smallPng();
    for (let i = 0; i < 20; i++)
      expect((await send(mario.token, reportId, `f${i}.png`, 'image/png', png)).statusCode).toBe(200);
    const more = await start(mario.token, { reportId, name: 'f21.png', size: png.length, type: 'image/png' });
    expect([more.statusCode, codeOf(more)]).toEqual([409, ErrorCode.CLAIMREPORT_FILE_TOO_MANY]);
    expect(
      (await t.post(ClaimReportPath.getClaimReportFiles, { reportId }, mario.token)).json().remaining,
    ).toBe(0);
  });

  it('a 16 MB file is refused before a byte is sent; a chunk past the declared size or 4 MiB too', async () => {
    const reportId = await newDraft(t, mario);
    const big = await start(mario.token, {
      reportId,
      name: 'big.jpg',
      size: 16 * 1024 * 1024,
      type: 'image/jpeg',
    });
    expect([big.statusCode, codeOf(big)]).toEqual([413, ErrorCode.UPLOAD_TOO_LARGE]);
    const just = await start(mario.token, {
      reportId,
      name: 'ok.jpg',
      size: CLAIM_REPORT_MAX_FILE_BYTES,
      type: 'image/jpeg',
    });
    expect(just.statusCode).toBe(200);
    const small = await start(mario.token, { reportId, name: 's.jpg', size: 10, type: 'image/jpeg' });
    const past = await chunk(mario.token, small.json().upload.uploadId, 0, Buffer.alloc(11));
    expect([past.statusCode, codeOf(past)]).toEqual([413, ErrorCode.UPLOAD_TOO_LARGE]);
    const huge = await chunk(
      mario.token,
      just.json().upload.uploadId,
      0,
      Buffer.alloc(CLAIM_REPORT_CHUNK_BYTES + 1),
    );
    expect([huge.statusCode, codeOf(huge)]).toEqual([413, ErrorCode.UPLOAD_TOO_LARGE]);
    expect(
      (
        await t.post(
          ClaimReportPath.getClaimReportUpload,
          { uploadId: just.json().upload.uploadId },
          mario.token,
        )
      ).json().upload.offset,
    ).toBe(0);
  });

  it('a script named .jpg and HTML named .pdf are refused when whole, and nothing is kept', async () => {
    const reportId = await newDraft(t, mario);
    for (const [name, type, bytes] of [
      ['foto.jpg', 'image/jpeg', SCRIPT],
      ['verbale.pdf', 'application/pdf', HTML],
    ] as const) {
      const refused = await send(mario.token, reportId, name, type, bytes);
      expect([refused.statusCode, codeOf(refused)]).toEqual([415, ErrorCode.CLAIMREPORT_FILE_UNREADABLE]);
    }
    expect(
      (await t.post(ClaimReportPath.getClaimReportFiles, { reportId }, mario.token)).json().files,
    ).toEqual([]);
    const video = await start(mario.token, { reportId, name: 'x.mov', size: 10, type: 'video/quicktime' });
    expect([video.statusCode, codeOf(video)]).toEqual([415, ErrorCode.UPLOAD_BAD_TYPE]);
  });

  it('a chunk that is not a multipart body, or has no file in it, is refused 400, never a 500', async () => {
    const mario = await claimClient(t);
    for (const payload of [
      '{}{}',
      '',
      `--x\r\nContent-Disposition: form-data; name="offset"\r\n\r\n0\r\n--x--\r\n`,
    ]) {
      const reply = await t.inject({
        method: 'POST',
        url: ClaimReportPath.sendClaimReportChunk,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          authorization: `Bearer ${mario.token}`,
        },
        payload,
      });
      expect(reply.statusCode, `${JSON.stringify(payload)}: ${reply.body}`).toBe(400);
    }
  });

  it('a zero-byte file is refused', async () => {
    const reportId = await newDraft(t, mario);
    const empty = await start(mario.token, { reportId, name: 'vuoto.jpg', size: 0, type: 'image/jpeg' });
    expect([empty.statusCode, codeOf(empty)]).toEqual([400, ErrorCode.CLAIMREPORT_FILE_EMPTY]);
  });

  it("another client's report, upload and file answer exactly like missing ones", async () => {
    const reportId = await newDraft(t, mario);
    const done = await send(mario.token, reportId, 'a.png', 'image/png', await smallPng());
    const { fileId } = done.json().file;
    const upload = (await start(mario.token, { reportId, name: 'b.png', size: 5, type: 'image/png' })).json()
      .upload;
    const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        ClaimReportPath.startClaimReportUpload,
        { reportId, name: 'x.png', size: 5, type: 'image/png' },
        { reportId: randomUUID(), name: 'x.png', size: 5, type: 'image/png' },
      ],
      [ClaimReportPath.getClaimReportFiles, { reportId }, { reportId: randomUUID() }],
      [ClaimReportPath.getClaimReportUpload, { uploadId: upload.uploadId }, { uploadId: randomUUID() }],
      [ClaimReportPath.completeClaimReportUpload, { uploadId: upload.uploadId }, { uploadId: randomUUID() }],
      [ClaimReportPath.getClaimReportFile, { fileId }, { fileId: randomUUID() }],
      [ClaimReportPath.deleteClaimReportFile, { fileId }, { fileId: randomUUID() }],
    ];
    for (const [path, foreign, missing] of pairs) {
      const theirs = await t.post(path, foreign, luca.token);
      const nobody = await t.post(path, missing, luca.token);
      expect([theirs.statusCode, theirs.body], path).toEqual([404, nobody.body]);
    }
    const theirChunk = await chunk(luca.token, upload.uploadId, 0, Buffer.alloc(5));
    expect([theirChunk.statusCode, codeOf(theirChunk)]).toEqual([404, ErrorCode.NOT_FOUND]);
    // Mario's file is still there, whole.
    expect(
      (await t.post(ClaimReportPath.getClaimReportFiles, { reportId }, mario.token)).json().files,
    ).toHaveLength(1);
  });
});

describe('a file of a report', () => {
  it('is deleted while the report is a draft, and no longer once it is sent', async () => {
    const reportId = await newDraft(t, mario);
    const first = (await send(mario.token, reportId, 'a.png', 'image/png', await smallPng())).json().file;
    const second = (await send(mario.token, reportId, 'b.png', 'image/png', await smallPng())).json().file;
    const deleted = await t.post(
      ClaimReportPath.deleteClaimReportFile,
      { fileId: first.fileId },
      mario.token,
    );
    expect(deleted.json()).toEqual({ status: 'OK', deleted: true });
    const served = await t.post(ClaimReportPath.getClaimReportFile, { fileId: first.fileId }, mario.token);
    expect(served.statusCode).toBe(404);
    await updateReport(t.db, reportId, { state: 'sent' });
    const locked = await t.post(
      ClaimReportPath.deleteClaimReportFile,
      { fileId: second.fileId },
      mario.token,
    );
    expect([locked.statusCode, codeOf(locked)]).toEqual([409, ErrorCode.CLAIMREPORT_FILE_LOCKED]);
    const added = await start(mario.token, { reportId, name: 'c.png', size: 5, type: 'image/png' });
    expect([added.statusCode, codeOf(added)]).toEqual([409, ErrorCode.CLAIMREPORT_FILE_LOCKED]);
    // A sent report's files are still listed and served.
    expect(
      (await t.post(ClaimReportPath.getClaimReportFiles, { reportId }, mario.token)).json().files,
    ).toHaveLength(1);
  });
});

describe("the agency's copy", () => {
  it('lists a sent report’s files in its feed line, each fetched by Staff; a draft’s is not served, nor to a client', async () => {
    const reportId = await newDraft(t, mario);
    const photo = (await send(mario.token, reportId, 'danno.png', 'image/png', await smallPng())).json().file;
    const pdf = await plainPdf();
    const document = (await send(mario.token, reportId, 'verbale.pdf', 'application/pdf', pdf)).json().file;
    const admin = await t.login('90000001');
    const fetch = (fileId: string, token = admin) =>
      t.post(ClaimReportPath.getStaffClaimReportFile, { fileId }, token);
    // A draft's file is the client's alone: the agency gets it once the report is sent.
    expect([(await fetch(photo.fileId)).statusCode, codeOf(await fetch(photo.fileId))]).toEqual([
      404,
      ErrorCode.NOT_FOUND,
    ]);
    await updateReport(t.db, reportId, {
      state: 'sent',
      sentAt: t.clock.now(),
      feedSeq: await nextFeedSeq(t.db),
    });

    const feed = await t.post(ClaimReportPath.getClaimReportFeed, { since: 0 }, admin);
    const line = feed.body
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text))
      .find((candidate: { reportId: string }) => candidate.reportId === reportId);
    expect(line.files).toEqual([
      expect.objectContaining({ fileId: photo.fileId, name: 'danno.jpg', kind: 'photo', type: 'image/jpeg' }),
      expect.objectContaining({ fileId: document.fileId, name: 'verbale.pdf', kind: 'document' }),
    ]);
    const served = await fetch(document.fileId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await fetch(photo.fileId)).headers['content-type']).toContain('image/jpeg');
    expect(codeOf(await fetch(photo.fileId, mario.token))).toBe(ErrorCode.FORBIDDEN);
    expect((await fetch(randomUUID())).statusCode).toBe(404);
  });
});

describe('the hourly sweep', () => {
  it('forgets uploads idle for a day, and the files of a report that is gone', async () => {
    const reportId = await newDraft(t, mario);
    const files = new PgFileStorage(t.db);
    const kept = (await send(mario.token, reportId, 'k.png', 'image/png', await smallPng())).json().file;
    const { uploadId } = (
      await start(mario.token, { reportId, name: 'p.png', size: 100, type: 'image/png' })
    ).json().upload;
    await chunk(mario.token, uploadId, 0, Buffer.alloc(50));
    const service = new ClaimReportFiles({
      db: t.db,
      clock: t.clock,
      files,
      fileChecks: fileChecksOf(t.config),
    });
    expect(await service.sweep()).toEqual({ uploads: 0, files: 0 });
    t.clock.advance(25 * 3_600_000);
    expect((await service.sweep()).uploads).toBeGreaterThanOrEqual(1);
    // (A day later the session has expired too: the database says the upload is gone.)
    expect(await openUploadCount(t.db, reportId)).toBe(0);
    // The draft purged by claim-reports: its photo's bytes and thumbnail go at the next sweep.
    expect(await files.listByOwner(`claim-report:${reportId}`)).toHaveLength(1);
    await deleteReport(t.db, reportId);
    expect((await service.sweep()).files).toBe(1);
    expect(await files.listByOwner(`claim-report:${reportId}`)).toEqual([]);
    expect(await files.listByOwner(`claim-report-thumbnail:${reportId}`)).toEqual([]);
    expect(kept.kind).toBe('photo');
  });
});
