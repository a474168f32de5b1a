import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The hashed asset (beside it, its source map) and the plain file that `fakeWebDist` writes. */
export const FAKE_ASSET = '/assets/index-abc123.js';
export const FAKE_ROBOTS = '/robots.txt';
/** A larger asset with its brotli and gzip forms beside it, as the web build writes them. */
export const FAKE_BUNDLE = '/assets/vendor-def456.js';
export const FAKE_BUNDLE_TEXT = `export const labels = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `voce ${n}`))};\n`;

/**
 * A built web app in miniature, what the server needs to serve one (WEB_DIST_DIR): index.html and console.html with the
 * application-id tag, a hashed asset with its source map, a larger one precompressed, and robots.txt.
 */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="it"><head><meta name="application-id" content="area-clienti"><meta name="agency-name" content="Agenzia Assicurativa"><meta name="agency-claims-phone" content=""></head><body></body></html>',
  );
  writeFileSync(
    join(dir, 'console.html'),
    '<!doctype html><html lang="it"><head><meta name="application-id" content="area-clienti"><meta name="agency-name" content="Agenzia Assicurativa"><title>Console</title></head><body></body></html>',
  );
  writeFileSync(join(dir, FAKE_ASSET), 'console.log(1)');
  writeFileSync(join(dir, `${FAKE_ASSET}.map`), '{"version":3,"sources":["secret-source.ts"]}');
  writeFileSync(join(dir, FAKE_ROBOTS), 'User-agent: *\nDisallow: /\n');
  writeFileSync(join(dir, FAKE_BUNDLE), FAKE_BUNDLE_TEXT);
  writeFileSync(join(dir, `${FAKE_BUNDLE}.br`), brotliCompressSync(FAKE_BUNDLE_TEXT));
  writeFileSync(join(dir, `${FAKE_BUNDLE}.gz`), gzipSync(FAKE_BUNDLE_TEXT));
  return dir;
}
