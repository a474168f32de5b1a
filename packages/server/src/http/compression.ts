import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses the replies made at request time (the API's JSON, the app's page) when the browser accepts
 * it, brotli first: a policy's garanzie or a list of documents shrink to a fifth. Brotli at quality 4,
 * as fast as gzip's default; the build's own files are compressed once at their best by the web build
 * (packages/web/scripts/precompress.mjs) and sent as they are (web-app.ts), which this leaves alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
