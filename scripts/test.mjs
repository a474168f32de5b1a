#!/usr/bin/env node
// `npm test`: every check and every test, in the order that fails fastest.
// Database tests run on the embedded PGlite, and again on a PostgreSQL server when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const stages = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  stages.push(['API tests (PostgreSQL server)', 'npx', ['vitest', 'run', '--project', 'server']]);
}
stages.push(
  ['build', 'npm', ['run', 'build']],
  ['bundle size', 'node', ['packages/web/scripts/login-budget.mjs']],
  ['end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']],
);

const results = [];
for (const [name, command, args, env = {}] of stages) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);
