#!/usr/bin/env node
// `npm test`: every check and every test, in the order that fails fastest.
// Database tests run on the embedded PostgreSQL (one instance for the run, started by the server project's
// globalSetup), and again on a PostgreSQL server when TEST_DATABASE_URL is set, in the same Vitest run.
// Ends with one line counting every test run: "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'area-clienti-test-'));
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, name)}`,
];

const stages = [
  // Biome, then the house rules it cannot see (scripts/check-architecture.mjs).
  ['lint', 'npm', ['run', 'lint']],
  // The type check in two halves (`npm run typecheck` is the two together). The first builds the server
  // (packages/server/dist), which the first test stage starts as a process: it comes before.
  ['typecheck (contract, server)', 'npm', ['run', 'typecheck:build']],
  [
    process.env.TEST_DATABASE_URL
      ? 'unit and API tests (embedded PostgreSQL and the PostgreSQL server)'
      : 'unit and API tests (embedded PostgreSQL)',
    'npx',
    ['vitest', 'run', ...vitestReport('vitest.json')],
    // The server's tests on the embedded PostgreSQL (project `server`), and on TEST_DATABASE_URL's server too
    // (project `server-postgres`, vitest.config.ts), in one run: each stage's slow last files left workers
    // idle when they were two runs one after the other.
    { TEST_DATABASE_URL: '', TEST_DATABASE_URL_ALSO: process.env.TEST_DATABASE_URL ?? '' },
    // The second half (web, e2e, the test files; one core, about 20 s) runs beside it: the API tests leave
    // a core waiting on PostgreSQL, sockets and child processes much of the time.
    ['typecheck (web, e2e, tests)', 'npm', ['run', 'typecheck:rest']],
  ],
  // Built under a developer's NODE_ENV=development: the build must still be a production one, which the
  // bundle check verifies (React's production build).
  ['build', 'npm', ['run', 'build'], { NODE_ENV: 'development' }],
  ['bundle size', 'node', ['packages/web/scripts/login-budget.mjs']],
  // In parallel, each worker on its own server, and in an order drawn afresh each time (Playwright's
  // --shuffle; the seed is printed, to run a failing order again): no test may need another before it
  // (docs/decisions/0071).
  [
    'end-to-end tests (Chromium)',
    'npm',
    ['run', 'test:shuffled', '-w', '@area-clienti/e2e'],
    { E2E_JSON_REPORT: join(reports, 'playwright.json') },
  ],
];

/** Passed, failed and skipped tests of the reports written so far. */
function count() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const vitest = join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  const e2e = join(reports, 'playwright.json');
  if (existsSync(e2e)) {
    const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  return totals;
}

/**
 * Runs one command. `quiet`: its output is kept and handed back, for a command running beside another
 * whose output is shown as it comes; otherwise it writes straight to the terminal.
 */
function run(command, args, env, quiet) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done({ status: 1, output: Buffer.concat(output).toString() });
    });
    child.on('close', (status) => done({ status: status ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const results = [];
let failed = false;
/** Runs a stage, with the command beside it if it has one; fails when either fails. */
async function runStage([name, command, args, env = {}, beside]) {
  console.log(`\n━━ ${name}${beside ? `, beside it: ${beside[0]}` : ''} ━━`);
  const started = Date.now();
  const timed = (promise) =>
    promise.then((outcome) => ({ ...outcome, seconds: (Date.now() - started) / 1000 }));
  const [main, other] = await Promise.all([
    timed(run(command, args, env, false)),
    beside && timed(run(beside[1], beside[2], beside[3] ?? {}, true)),
  ]);
  const line = (stage, outcome) =>
    `${outcome.status === 0 ? 'ok  ' : 'FAIL'} ${stage} (${outcome.seconds.toFixed(1)} s)`;
  results.push(line(name, main));
  if (other) {
    console.log(`\n━━ ${beside[0]} (ran beside ${name}) ━━\n${other.output}`);
    results.push(line(`${beside[0]}, beside the stage above`, other));
  }
  return main.status === 0 && (!other || other.status === 0);
}

for (const stage of stages) {
  if (!(await runStage(stage))) {
    failed = true;
    break;
  }
}
const totals = count();
console.log(`\n${results.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
