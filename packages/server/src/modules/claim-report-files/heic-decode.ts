import decode from 'heic-decode';

/** A HEIC decoded to 8-bit RGBA, upright, or why not. */
export type HeicDecoding =
  | { width: number; height: number; pixels: Uint8Array }
  | { refused: 'unreadable' | 'too-large' };

/** What heic-decode's `all` answers beyond its published types: each image's size before any decoding. */
interface HeifImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
type HeifImages = HeifImage[] & { dispose(): void };

/**
 * Decodes the first image of a HEIC (an iPhone's photo; libheif and libde265 compiled to WebAssembly, in
 * heic-decode) to RGBA. libheif applies the container's rotation and mirror (irot, imir): the pixels come
 * out upright, and the EXIF orientation, which HEIF says to ignore, is not applied again. The size each
 * image declares is read first, so a file that declares more than `maxPixels` (a decompression bomb) is
 * refused before a pixel is decoded. Slow, plain WebAssembly on the thread that calls it: called in a
 * worker thread (heic-worker.ts).
 */
export async function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<HeicDecoding> {
  let images: HeifImages;
  try {
    images = (await decode.all({ buffer: bytes })) as unknown as HeifImages;
  } catch {
    return { refused: 'unreadable' };
  }
  try {
    const first = images[0];
    if (!first) return { refused: 'unreadable' };
    if (images.some((image) => image.width * image.height > maxPixels)) return { refused: 'too-large' };
    const { width, height, data } = await first.decode();
    // heic-decode fills a buffer of the declared size: a stream that decoded to less is a broken file.
    if (width * height > maxPixels || data.length !== width * height * 4) return { refused: 'unreadable' };
    return { width, height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch {
    return { refused: 'unreadable' };
  } finally {
    images.dispose();
  }
}
