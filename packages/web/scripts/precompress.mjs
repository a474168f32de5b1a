// Writes beside every text file of the build its brotli (.br) and gzip (.gz) forms, compressed once at
// their best here rather than at every request; the server sends the one the browser accepts
// (@fastify/static's preCompressed). Run after `vite build`: node scripts/precompress.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
/** Text the browser downloads; images and fonts here (woff2, png) are compressed already. */
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.txt', '.json', '.webmanifest', '.map']);
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 512;

/** Compresses every text file of the build; returns the count and the bytes before and after brotli. */
export function precompress() {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files++;
    before += content.length;
    after += brotli.length;
  }
  return { files, before, after };
}

// Run as a script (the web build), not when imported (login-budget.mjs reads MIN_BYTES).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, before, after } = precompress();
  console.log(
    `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB in brotli`,
  );
}
