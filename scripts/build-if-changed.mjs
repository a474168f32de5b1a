#!/usr/bin/env node
// Builds only when what the build reads changed since the last one (the sources, configurations, lockfile
// and commit), so a second start, or an agency command, runs the built code at once instead of waiting
// for Vite and tsc. The digest of those inputs is kept beside the server's build.
//   node scripts/build-if-changed.mjs           `npm start`: the web app and the server
//   node scripts/build-if-changed.mjs --server  the agency's commands (`npm run import`…): the server only,
//                                               and nothing on stdout, which is the command's
//   node scripts/build-if-changed.mjs --record  the end of `npm run build`: notes what it was built from
// In a production install (`npm ci --omit=dev` beside a dist/ built before, docs/deployment.md) the build
// tools are absent: the build is never attempted there, the existing one runs (or a clear refusal when
// there is none).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Before anything else: on a Node older than the project's, one line saying what is needed (check-node.cjs).
const nodeProblem = createRequire(import.meta.url)('./check-node.cjs').nodeVersionProblem(
  process.versions.node,
);
if (nodeProblem) {
  console.error(nodeProblem);
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contract'];
/** What each build reads, makes and is run by. */
const TARGETS = {
  all: {
    inputs: [...SHARED_INPUTS, 'packages/server', 'packages/web'],
    outputs: [
      'packages/server/dist/main.js',
      'packages/web/dist/index.html',
      'packages/web/dist/console.html',
    ],
    build: ['run', 'build'],
    digestFile: 'packages/server/dist/.build-inputs',
  },
  server: {
    inputs: [...SHARED_INPUTS, 'packages/server'],
    outputs: ['packages/server/dist/main.js', 'packages/server/dist/cli/cli.js'],
    build: ['run', 'build', '-w', '@area-clienti/server'],
    digestFile: 'packages/server/dist/.build-inputs-server',
  },
};
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.cache', 'data']);

const serverOnly = process.argv.includes('--server');
const target = serverOnly ? TARGETS.server : TARGETS.all;
/** The commands' stdout is their report (a list, a link): this script's words go to stderr there. */
const say = serverOnly ? (line) => console.error(line) : (line) => console.log(line);

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

function inputsDigest(inputs) {
  const hash = createHash('sha256').update(commit());
  for (const file of inputs.flatMap(filesOf).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** TypeScript is a development dependency: without it this is a production install that cannot build. */
function canBuild() {
  try {
    createRequire(join(root, 'package.json')).resolve('typescript');
    return true;
  } catch {
    return false;
  }
}

/** Notes what the build in dist/ was made from: the next start or command finds it up to date. */
function record() {
  for (const built of Object.values(TARGETS))
    writeFileSync(join(root, built.digestFile), inputsDigest(built.inputs));
}

if (process.argv.includes('--record')) {
  record();
  process.exit(0);
}
const digest = inputsDigest(target.inputs);
const digestFile = join(root, target.digestFile);
const built = target.outputs.every((file) => existsSync(join(root, file)));
if (built && existsSync(digestFile) && readFileSync(digestFile, 'utf8') === digest) {
  if (!serverOnly) say('build: up to date (nothing it reads changed since the last one)');
} else if (!canBuild()) {
  if (!built) {
    console.error(
      'build: there is no build (packages/server/dist) and the build tools are not installed (a production ' +
        'install): build before installing without development dependencies (docs/deployment.md).',
    );
    process.exit(1);
  }
  console.error(
    'build: the sources differ from the last build, but the build tools are not installed (a production ' +
      'install): running the existing build.',
  );
} else {
  const run = spawnSync('npm', target.build, {
    cwd: root,
    stdio: serverOnly ? ['ignore', 2, 2] : 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // `npm run build` recorded both; the server's own build records its part.
  if (serverOnly) writeFileSync(digestFile, digest);
}
