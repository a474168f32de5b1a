#!/usr/bin/env node
// Stamps the build: writes dist/build-info.json (or the path given) with the server's version, the short
// git commit ('unknown' outside a git checkout or without git) and the time. Run by `npm run build`;
// the server reads it at start (src/modules/agency/build-info.ts) for getClienti's apiBuildVersion.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? resolve(serverDir, 'dist/build-info.json'));
const { version } = JSON.parse(readFileSync(resolve(serverDir, 'package.json'), 'utf8'));

function commit() {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: serverDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{4,40}$/.test(hash) ? hash : 'unknown';
  } catch {
    return 'unknown';
  }
}

const info = { version, commit: commit(), builtAt: new Date().toISOString() };
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(info, null, 2)}\n`);
console.log(`build-info: ${info.version} (${info.commit}, ${info.builtAt}) → ${out}`);
