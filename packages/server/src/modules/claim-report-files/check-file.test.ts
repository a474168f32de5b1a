import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CLAIM_REPORT_MAX_FILE_BYTES, ErrorCode } from '@area-clienti/contract';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  HTML,
  heicDeclaring,
  iphonePhoto,
  iphonePhoto12mp,
  launchingPdf,
  phonePhoto,
  plainPdf,
  SCRIPT,
  scriptedPdf,
  smallPng,
} from '../../test/claim-report-files.js';
import { checkFile } from './check-file.js';
import { MAX_INPUT_PIXELS, PHOTO_MAX_SIDE, THUMBNAIL_SIDE } from './check-photo.js';
import { decodeHeic } from './heic-decode.js';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('a photo', () => {
  it('is re-encoded as JPEG, at most 2560 px, with no metadata left: the GPS position is gone', async () => {
    const original = await phonePhoto();
    expect(exifReader((await sharp(original).metadata()).exif as Buffer).GPSInfo?.GPSLatitude).toEqual([
      45, 27, 50,
    ]);
    const checked = await checkFile(original, { keepPosition: false });
    if (checked.kind !== 'photo') throw new Error('not a photo');
    const meta = await sharp(checked.content).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PHOTO_MAX_SIDE, 1920]);
    expect([checked.width, checked.height]).toEqual([PHOTO_MAX_SIDE, 1920]);
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(checked.content.includes(Buffer.from('TestCam'))).toBe(false);
    expect(checked.position).toBeNull();
    const thumbnail = await sharp(checked.thumbnail.content).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height, thumbnail.exif]).toEqual([
      'jpeg',
      THUMBNAIL_SIDE,
      240,
      undefined,
    ]);
  });

  it('keeps, when the client asks, where and when it was taken as data: the image itself still carries none', async () => {
    const checked = await checkFile(await phonePhoto(1200, 900), { keepPosition: true });
    if (checked.kind !== 'photo') throw new Error('not a photo');
    expect(checked.position).toEqual({
      latitude: 45.4638889,
      longitude: 9.1888889,
      takenAt: '2026-11-20T10:11:12',
    });
    expect((await sharp(checked.content).metadata()).exif).toBeUndefined();
    // Smaller than the limit: never enlarged.
    expect([checked.width, checked.height]).toEqual([1200, 900]);
  });

  it('in PNG or WebP is taken too (transparency on white), in AVIF, GIF or SVG is refused', async () => {
    const png = await checkFile(await smallPng(), { keepPosition: false });
    expect([png.kind, (await sharp(png.content).metadata()).format]).toEqual(['photo', 'jpeg']);
    const webp = await sharp(await smallPng())
      .webp()
      .toBuffer();
    expect((await checkFile(webp, { keepPosition: false })).kind).toBe('photo');
    const avif = await sharp(await smallPng())
      .avif()
      .toBuffer();
    const gif = await sharp(await smallPng())
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [avif, gif, svg])
      expect(await refusal(checkFile(bytes, { keepPosition: false }))).toBe(ErrorCode.UPLOAD_BAD_TYPE);
  });

  it('that does not decode is refused, whatever its name: a script, HTML, a JPEG cut short', async () => {
    const photo = await phonePhoto(800, 600);
    for (const bytes of [SCRIPT, HTML, photo.subarray(0, photo.length / 2)])
      expect(await refusal(checkFile(bytes, { keepPosition: false }))).toBe(
        ErrorCode.CLAIMREPORT_FILE_UNREADABLE,
      );
  });

  it('with more pixels than MAX_INPUT_PIXELS is refused before it is decoded (a decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await refusal(checkFile(bomb, { keepPosition: false }))).toBe(ErrorCode.UPLOAD_TOO_LARGE);
  });

  it('is decoded off the event loop: timers keep firing while a 24 MP photo is re-encoded', async () => {
    const photo = await phonePhoto(6000, 4000);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await checkFile(photo, { keepPosition: false });
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // A decode that held the loop would let no timer fire until it ended.
    expect(ticks).toBeGreaterThanOrEqual(Math.min(3, Math.floor(elapsed / 50)));
    expect(ticks).toBeGreaterThan(0);
  });
});

/** Whether a pixel of a decoded JPEG is red or blue (JPEG shifts colours a little). */
async function colourAt(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [red = 0, , blue = 0] = data.subarray(at, at + 3);
  return red > blue + 80 ? 'red' : blue > red + 80 ? 'blue' : 'other';
}

describe('an iPhone photo (HEIC)', () => {
  it('is decoded and re-encoded as JPEG, upright by its container, with no metadata left', async () => {
    const heic = iphonePhoto();
    expect((await sharp(heic).metadata()).format).toBe('heif');
    const checked = await checkFile(heic, { keepPosition: false });
    if (checked.kind !== 'photo') throw new Error('not a photo');
    const meta = await sharp(checked.content).metadata();
    // Turned 90° clockwise once (irot), not again by its EXIF orientation: red on top, blue at the bottom.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 96]);
    expect([checked.width, checked.height]).toEqual([64, 96]);
    expect(await colourAt(checked.content, 32, 5)).toBe('red');
    expect(await colourAt(checked.content, 32, 90)).toBe('blue');
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(heic.includes(Buffer.from('TestCam'))).toBe(true);
    expect(checked.content.includes(Buffer.from('TestCam'))).toBe(false);
    expect(checked.position).toBeNull();
    const thumbnail = await sharp(checked.thumbnail.content).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height, thumbnail.exif]).toEqual([
      'jpeg',
      64,
      96,
      undefined,
    ]);
  });

  it('keeps, when the client asks, where and when it was taken, read from its EXIF', async () => {
    const checked = await checkFile(iphonePhoto(), { keepPosition: true });
    if (checked.kind !== 'photo') throw new Error('not a photo');
    expect(checked.position).toEqual({
      latitude: 45.4638889,
      longitude: 9.1888889,
      takenAt: '2026-11-20T10:11:12',
    });
    expect((await sharp(checked.content).metadata()).exif).toBeUndefined();
  });

  it('cut short anywhere, or bytes that only begin like a HEIC, is refused as unreadable', async () => {
    const heic = iphonePhoto();
    const cuts = [heic.length - 100, heic.length - 400, 600, 100].map((end) => heic.subarray(0, end));
    const fake = Buffer.concat([heic.subarray(0, 24), SCRIPT]);
    for (const bytes of [...cuts, fake])
      expect(await refusal(checkFile(bytes, { keepPosition: false }))).toBe(
        ErrorCode.CLAIMREPORT_FILE_UNREADABLE,
      );
  });

  it('declaring 30000×30000 pixels is refused as too large before it is decoded', async () => {
    expect(
      await refusal(checkFile(heicDeclaring(iphonePhoto(), 30_000, 30_000), { keepPosition: false })),
    ).toBe(ErrorCode.UPLOAD_TOO_LARGE);
    // A stream larger than its file declares is refused by libheif's own limits, before it allocates it.
    expect(await refusal(checkFile(heicDeclaring(iphonePhoto12mp(), 96, 64), { keepPosition: false }))).toBe(
      ErrorCode.CLAIMREPORT_FILE_UNREADABLE,
    );
    // The decoding thread checks the sizes its images declare too, before decoding any.
    expect(await decodeHeic(iphonePhoto12mp(), 12_000_000)).toEqual({ refused: 'too-large' });
    expect(await decodeHeic(iphonePhoto12mp(), MAX_INPUT_PIXELS)).toMatchObject({
      width: 4032,
      height: 3024,
    });
  });

  it('of 12 MP is decoded off the event loop: it never holds it for long', async () => {
    const heic = iphonePhoto12mp();
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    const checked = await checkFile(heic, { keepPosition: false });
    const elapsed = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
    loop.disable();
    expect([
      checked.kind,
      checked.kind === 'photo' && checked.width,
      checked.kind === 'photo' && checked.height,
    ]).toEqual(['photo', PHOTO_MAX_SIDE, 1920]);
    // Decoded on the event loop, the 12 MP stream would hold it for the whole decoding (about 2 s here).
    expect(loop.max / 1e6).toBeLessThan(Math.max(250, elapsed / 4));
  });
});

describe('a PDF', () => {
  it('is parsed and kept as sent, with its page count', async () => {
    const pdf = await plainPdf(3);
    const checked = await checkFile(pdf, { keepPosition: false });
    expect(checked).toMatchObject({ kind: 'document', pages: 3 });
    expect(checked.content.equals(pdf)).toBe(true);
  });

  it('carrying JavaScript or a launch action is refused as unsafe', async () => {
    expect(await refusal(checkFile(await scriptedPdf(), { keepPosition: false }))).toBe(
      ErrorCode.CLAIMREPORT_FILE_UNSAFE,
    );
    expect(await refusal(checkFile(await launchingPdf(), { keepPosition: false }))).toBe(
      ErrorCode.CLAIMREPORT_FILE_UNSAFE,
    );
  });

  it('that is HTML, or a PDF with HTML before or after it, or one that does not parse, is refused', async () => {
    const pdf = await plainPdf();
    const cases = [
      HTML,
      Buffer.concat([HTML, pdf]),
      Buffer.concat([pdf, HTML]),
      Buffer.from('%PDF-1.7\n<html><body>not a pdf</body></html>\n%%EOF\n'),
    ];
    for (const bytes of cases)
      expect(await refusal(checkFile(bytes, { keepPosition: false }))).toBe(
        ErrorCode.CLAIMREPORT_FILE_UNREADABLE,
      );
  });
});

describe('any file', () => {
  it('of zero bytes is refused as empty, one past 15 MB as too large', async () => {
    expect(await refusal(checkFile(Buffer.alloc(0), { keepPosition: false }))).toBe(
      ErrorCode.CLAIMREPORT_FILE_EMPTY,
    );
    expect(
      await refusal(checkFile(Buffer.alloc(CLAIM_REPORT_MAX_FILE_BYTES + 1), { keepPosition: false })),
    ).toBe(ErrorCode.UPLOAD_TOO_LARGE);
  });
});
