#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// `npm run bench`: runs the server benchmarks (figures beside a baseline measured in the same run),
// then the web bundle's first-load size and Lighthouse's mobile scores of the built app. Never part of
// `npm test`: figures, not pass/fail.
import { existsSync } from 'node:fs';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
let status = run('npx', ['tsx', '--conditions=source', 'packages/server/src/bench/api.bench.ts']);
status ||= run('npx', ['tsx', '--conditions=source', 'packages/server/src/bench/load.bench.ts']);
// The console's search for a client at 100,000 clients (docs/decisions/0096).
status ||= run('npx', ['tsx', '--conditions=source', 'packages/server/src/bench/search.bench.ts']);
// The console's lists, first and deep pages, at 100,000 clients and 1,000,000 documents (issue 21).
status ||= run('npx', ['tsx', '--conditions=source', 'packages/server/src/bench/console-lists.bench.ts']);
// The payment provider's notifications beside a bare route (issue 36, docs/decisions/0151).
status ||= run('npx', [
  'tsx',
  '--conditions=source',
  'packages/server/src/bench/payment-notifications.bench.ts',
]);
// The embedded engine's starts, memory and behaviour under an import: it runs the built server.
if (existsSync('packages/server/dist/main.js')) {
  status ||= run('npx', ['tsx', '--conditions=source', 'packages/server/src/bench/engine.bench.ts']);
} else console.log('embedded engine: run `npm run build` first to measure its starts and memory');
if (existsSync('packages/web/dist/.vite/manifest.json') && existsSync('packages/server/dist/main.js')) {
  status ||= run('node', ['packages/web/scripts/login-budget.mjs']);
  status ||= run('npx', ['tsx', 'packages/e2e/src/lighthouse.bench.ts']);
} else console.log('bundle and Lighthouse: run `npm run build` first to measure the web app');
process.exit(status);
