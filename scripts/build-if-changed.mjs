#!/usr/bin/env node
// `npm start`'s build: runs `npm run build` only when what the build reads changed since the last one
// (the sources, configurations, lockfile and commit), so a second start answers in seconds instead of
// waiting for Vite and tsc. The digest of those inputs is kept beside the server's build.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads: these folders and files of the repository (no build output, no dependencies). */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract',
  'packages/server',
  'packages/web',
];
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.cache', 'data']);
const DIGEST_FILE = join(root, 'packages/server/dist/.build-inputs');
/** What must exist for the build to count as done. */
const OUTPUTS = ['packages/server/dist/main.js', 'packages/web/dist/index.html'];

/** The files under `path` (itself when it is a file), build output and dependencies left out. */
function filesOf(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    SKIPPED.has(entry.name) || entry.name.endsWith('.tsbuildinfo') ? [] : filesOf(join(path, entry.name)),
  );
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return 'no git';
  }
}

function inputsDigest() {
  const hash = createHash('sha256').update(commit());
  for (const file of INPUTS.flatMap(filesOf).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const digest = inputsDigest();
const built = OUTPUTS.every((file) => existsSync(join(root, file)));
if (built && existsSync(DIGEST_FILE) && readFileSync(DIGEST_FILE, 'utf8') === digest) {
  console.log('build: up to date (nothing it reads changed since the last one)');
} else {
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(DIGEST_FILE, digest);
}
