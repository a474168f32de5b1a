import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../../runtime/worker-thread.js';
import { decodeHeic } from './heic-decode.js';

lowerThisThreadPriority();

/** A thread of its own for one HEIC (check-photo.ts): decodes it, answers once, its pixels moved, not copied. */
parentPort?.once('message', async ({ bytes, maxPixels }: { bytes: Uint8Array; maxPixels: number }) => {
  const decoded = await decodeHeic(bytes, maxPixels);
  parentPort?.postMessage(decoded, 'pixels' in decoded ? [decoded.pixels.buffer as ArrayBuffer] : []);
});
