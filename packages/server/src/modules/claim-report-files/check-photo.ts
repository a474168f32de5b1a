import { ErrorCode } from '@area-clienti/contract';
import exifReader from 'exif-reader';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../shared/errors.js';
import type { HeicDecoding } from './heic-decode.js';
import { runInThread, Slots } from './in-thread.js';

/** A photo's long side once re-encoded, and its thumbnail's. */
export const PHOTO_MAX_SIDE = 2560;
export const THUMBNAIL_SIDE = 320;
/**
 * The most pixels a photo may have before it is decoded (sharp's `limitInputPixels`): 60 million covers
 * every phone's ordinary photo (50 MP at most) and keeps one decode under ~200 MB of memory.
 */
export const MAX_INPUT_PIXELS = 60_000_000;

/**
 * The formats a photo may come in, as sharp names them, besides HEIC (a HEIF of HEVC, decoded apart):
 * anything else that decodes (AVIF, GIF, TIFF, SVG) is refused.
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * A HEIC's decoding thread: the pixels live in WebAssembly memory and in ArrayBuffers, which V8's heap
 * limits do not count (they are bounded by MAX_INPUT_PIXELS, checked before decoding); the heap itself
 * holds little.
 */
const HEIC_WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };
/** A HEIC that takes longer than this to decode is refused rather than waited for (12 MP: 2-5 s). */
const HEIC_TIMEOUT_MS = 60_000;
/**
 * HEICs decoded at once by this process: each thread holds its file's pixels twice (WebAssembly and the
 * RGBA moved out, about 170 MB for 12 MP, estimated 600 MB for 60 MP), and the machine has 2 cores; 20
 * files completed together wait their turn rather than take gigabytes.
 */
const heicThreads = new Slots(2);

// libvips' cache of operations keeps the results of the last ones (up to 50 MB and 100 operations) for
// a caller that repeats them: a check never does (each photo is new bytes), so it would only hold memory.
sharp.cache(false);
// One libvips thread per image: the turns of decisions/0133 decide how many images decode at once, and
// each thread more would hold its own tiles (sharp's default is the core count, 1 on glibc without jemalloc).
sharp.concurrency(1);

export interface PhotoPosition {
  latitude: number;
  longitude: number;
  /** The camera's clock, without time zone (EXIF has none): `2026-11-20T10:11:12`. */
  takenAt: string | null;
}

export interface CheckedPhoto {
  kind: 'photo';
  /** The photo re-encoded as JPEG, upright, at most PHOTO_MAX_SIDE, without any metadata. */
  content: Buffer;
  width: number;
  height: number;
  thumbnail: { content: Buffer; width: number; height: number };
  /** Only when the client asked to keep it and the photo had one. */
  position: PhotoPosition | null;
}

const unreadable = () => new AppError(ErrorCode.CLAIMREPORT_FILE_UNREADABLE);

/** An iPhone's photo: a HEIF whose image is HEVC, which sharp's prebuilt libheif reads the header of only. */
const isHeic = (meta: Metadata) => meta.format === 'heif' && meta.compression === 'hevc';

/**
 * Decodes a HEIC in a thread of its own (heic-worker.ts: heic-decode, WebAssembly, loaded there only when
 * a HEIC comes) and hands its upright RGBA pixels to sharp as raw input.
 */
async function heicInput(bytes: Buffer): Promise<Sharp> {
  const decoded = await heicThreads.run(() =>
    runInThread<HeicDecoding>(
      'heic-worker',
      { bytes: new Uint8Array(bytes), maxPixels: MAX_INPUT_PIXELS },
      {
        resourceLimits: HEIC_WORKER_LIMITS,
        timeoutMs: HEIC_TIMEOUT_MS,
        failed: { refused: 'unreadable' },
        quiet: true,
      },
    ),
  );
  if ('refused' in decoded)
    throw decoded.refused === 'too-large' ? new AppError(ErrorCode.UPLOAD_TOO_LARGE) : unreadable();
  const { width, height, pixels } = decoded;
  return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
}

/**
 * Checks a photo by decoding it (libvips on sharp's own threads, a HEIC in a worker thread: the event loop
 * goes on meanwhile) and re-encodes it: turned upright by its EXIF orientation (a HEIC by its container's),
 * scaled to PHOTO_MAX_SIDE, written as JPEG with no EXIF, XMP, IPTC or ICC left (sharp keeps none unless
 * told). Bytes that do not decode are refused (CLAIMREPORT_FILE_UNREADABLE), a format not taken
 * UPLOAD_BAD_TYPE, past MAX_INPUT_PIXELS UPLOAD_TOO_LARGE.
 */
export async function checkPhoto(bytes: Buffer, keepPosition: boolean): Promise<CheckedPhoto> {
  let meta: Metadata;
  try {
    // The header only (no pixel is decoded), read without the limit so that a bomb is named too large.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const heic = isHeic(meta);
  if (!heic && !(meta.format && PHOTO_FORMATS.has(meta.format)))
    throw new AppError(ErrorCode.UPLOAD_BAD_TYPE);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
  try {
    const input = heic
      ? await heicInput(bytes)
      : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const photo = await input
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(photo.data)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      kind: 'photo',
      content: photo.data,
      width: photo.info.width,
      height: photo.info.height,
      thumbnail: { content: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
      position: keepPosition && meta.exif ? positionOf(meta.exif) : null,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A header that reads but pixels that do not (a cut file, a crafted one).
    throw unreadable();
  }
}

/** Degrees, minutes, seconds and their hemisphere as signed degrees; undefined when not a position. */
function degreesOf(dms: unknown, ref: unknown, negative: string, max: number): number | undefined {
  if (
    !Array.isArray(dms) ||
    dms.length !== 3 ||
    !dms.every((n) => typeof n === 'number' && Number.isFinite(n))
  )
    return undefined;
  const [d, m, s] = dms as [number, number, number];
  const value = d + m / 60 + s / 3600;
  if (value > max) return undefined;
  return Math.round((ref === negative ? -value : value) * 1e7) / 1e7;
}

/** The EXIF GPS position and the time the photo was taken, read from the original before it is stripped. */
export function positionOf(exif: Buffer): PhotoPosition | null {
  try {
    const tags = exifReader(exif);
    const gps = tags.GPSInfo;
    if (!gps) return null;
    const latitude = degreesOf(gps.GPSLatitude, gps.GPSLatitudeRef, 'S', 90);
    const longitude = degreesOf(gps.GPSLongitude, gps.GPSLongitudeRef, 'W', 180);
    if (latitude === undefined || longitude === undefined) return null;
    const taken = tags.Photo?.DateTimeOriginal;
    // exif-reader reads the camera's clock as if it were UTC: written back without a zone, as it was.
    const takenAt =
      taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken.toISOString().slice(0, 19) : null;
    return { latitude, longitude, takenAt };
  } catch {
    return null;
  }
}
