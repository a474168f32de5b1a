#!/usr/bin/env node
// `npm test`: every check and every test, the quick checks first; the end-to-end tests run beside the unit
// and API tests, at a lower CPU priority, on the CPU those leave idle (docs/decisions/0085).
// Database tests run on the embedded PostgreSQL (one instance for the run, started by the server project's
// globalSetup), and again on a PostgreSQL server when TEST_DATABASE_URL is set, in the same Vitest run.
// Every stage runs even when an earlier one failed (a lint error still shows what the tests say), and the run
// ends with one line counting every test, the browser tests included: "N passed, N failed, N skipped", and
// what never reported (a stage that failed before its tests ran) named after it.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'area-clienti-test-'));
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, name)}`,
];

// A stage is [name, command, args, env?, beside?]. `beside`: lanes of steps (each a list run one after the
// other) that run at the same time as the stage's command, at a lower CPU priority (`nice`), their output
// kept and printed after the stage's own; the stage fails when any of them fails.
const stages = [
  // Biome, then the house rules it cannot see (scripts/check-architecture.mjs).
  ['lint', 'npm', ['run', 'lint']],
  // The type check in two halves (`npm run typecheck` is the two together). The first builds the server
  // (packages/server/dist), which the tests start as a process: it comes before them.
  ['typecheck (contract, server)', 'npm', ['run', 'typecheck:build']],
  // Built under a developer's NODE_ENV=development: the build must still be a production one, which the
  // bundle check verifies (React's production build). Before the tests, so that nothing in dist/ changes
  // while they run (the server part is the type check's output again, the web part is Vite's).
  ['build', 'npm', ['run', 'build'], { NODE_ENV: 'development' }],
  ['bundle size', 'node', ['packages/web/scripts/login-budget.mjs']],
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
    // Beside it, at a lower priority (docs/decisions/0085): the API tests leave much of the 2 cores idle
    // while they wait on PostgreSQL, sockets and child processes, and the end-to-end tests, CPU-bound, take
    // that idle time instead of waiting for the stage to end; `nice` lets the API tests, whose timeouts and
    // bursts are the tighter, have the CPU first when both want it.
    [
      [['typecheck (web, e2e, tests)', 'npm', ['run', 'typecheck:rest']]],
      [
        // In parallel, each worker on its own server, and in an order drawn afresh each time (Playwright's
        // --shuffle; the seed is printed, to run a failing order again): no test may need another before it
        // (docs/decisions/0071).
        [
          'end-to-end tests (Chromium)',
          'npm',
          ['run', 'test:shuffled', '-w', '@area-clienti/e2e'],
          { E2E_JSON_REPORT: join(reports, 'playwright.json') },
        ],
      ],
    ],
  ],
  // Stryker on the rule modules whose files changed since their recorded score (scripts/mutation-scores.json,
  // decisions/0164): none changed, it ends at once; one changed, it must still score 90 % or more.
  ['mutation (rule modules changed since their score)', 'node', ['scripts/mutation.mjs', '--changed']],
];

/** The CPU priority of what runs beside a stage (0 is the normal one, 19 the lowest). */
const BESIDE_NICENESS = 10;
/**
 * What would run beside a stage runs after it instead, at the normal priority, its output as it comes —
 * unless TEST_BESIDE=1. The first clean-clone run of the two side by side on this 2-core machine (2026-11-26
 * 21:20, load 10-11) took 506 s for the unit and API tests alone (234 s in turn) and the starved end-to-end
 * tests timed out (axe and page loads past 30 s): in turn is the default until a quiet measurement shows
 * the side-by-side order faster and as reliable (decisions/0085). TEST_IN_TURN=1 is still accepted.
 */
const IN_TURN = process.env.TEST_BESIDE !== '1' || process.env.TEST_IN_TURN === '1';

/** A report's file, the tests it counts and what it is called when it is missing. */
const REPORTS = [
  {
    file: 'vitest.json',
    name: 'the unit and API tests',
    counts: (report) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }),
  },
  {
    file: 'playwright.json',
    name: 'the end-to-end tests',
    counts: ({ stats }) => ({
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    }),
  },
];

/** Passed, failed and skipped tests of every report, and the names of the reports never written. */
function count() {
  const totals = { passed: 0, failed: 0, skipped: 0, missing: [] };
  for (const { file, name, counts } of REPORTS) {
    const path = join(reports, file);
    let report;
    try {
      report = existsSync(path) ? counts(JSON.parse(readFileSync(path, 'utf8'))) : null;
    } catch {
      report = null;
    }
    if (!report) {
      totals.missing.push(name);
      continue;
    }
    totals.passed += report.passed;
    totals.failed += report.failed;
    totals.skipped += report.skipped;
  }
  return totals;
}

/**
 * Runs one command. `quiet`: the file its output is written to as it comes (to follow it with `tail -f`),
 * and kept and handed back, for a command running beside another whose output is shown as it comes;
 * otherwise it writes straight to the terminal. `niceness`: run at that lower CPU priority (with what it
 * starts).
 */
function run(command, args, env, quiet, niceness = 0) {
  return new Promise((done) => {
    const [file, argv] =
      niceness > 0 && process.platform !== 'win32'
        ? ['nice', ['-n', String(niceness), command, ...args]]
        : [command, args];
    const child = spawn(file, argv, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (quiet) {
      const keep = (chunk) => {
        output.push(chunk);
        appendFileSync(quiet, chunk);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done({ status: 1, output: Buffer.concat(output).toString() });
    });
    child.on('close', (status) => done({ status: status ?? 1, output: Buffer.concat(output).toString() }));
  });
}

/** Clock ticks a second, the unit of /proc's CPU times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();
/**
 * The CPU seconds (user and system) of every finished process this one started, and theirs in turn
 * (Linux's cutime and cstime); null elsewhere. Printed beside each stage's time: a wall-clock figure on a
 * shared machine says little alone. Not counted: processes that outlive the parent that should wait for
 * them, among them Chromium's renderers (4 s of a page's script counted 1.2 s in all, measured), so the
 * end-to-end tests' figure is well under their real CPU; `/usr/bin/time` undercounts them alike.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    return null;
  }
}

const results = [];
let failed = false;
const line = (stage, outcome) =>
  `${outcome.status === 0 ? 'ok  ' : 'FAIL'} ${stage} (${outcome.seconds.toFixed(1)} s${
    outcome.cpu != null ? `, CPU ${outcome.cpu.toFixed(1)} s` : ''
  })`;

/** Runs a lane's steps one after the other, quietly and at the lower priority, each whatever the last did. */
async function runLane(steps, started) {
  const outcomes = [];
  for (const [name, command, args, env = {}] of steps) {
    const log = join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
    console.log(`   ${name}: running beside, its output in ${log}`);
    const outcome = await run(command, args, env, log, BESIDE_NICENESS);
    outcomes.push({ name, ...outcome, seconds: (Date.now() - started) / 1000 });
  }
  return outcomes;
}

/** Runs a stage, with the lanes beside it if it has some; fails when any step fails. */
async function runStage([name, command, args, env = {}, beside = []]) {
  if (IN_TURN && beside.length) {
    const steps = [[name, command, args, env], ...beside.flat()];
    let ok = true;
    for (const step of steps) ok = (await runStage(step)) && ok;
    return ok;
  }
  const besideNames = beside.flat().map(([stepName]) => stepName);
  console.log(`\n━━ ${name}${besideNames.length ? `, beside it: ${besideNames.join('; ')}` : ''} ━━`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const [main, ...lanes] = await Promise.all([
    run(command, args, env, false).then((outcome) => ({
      ...outcome,
      seconds: (Date.now() - started) / 1000,
    })),
    ...beside.map((steps) => runLane(steps, started)),
  ]);
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore == null || cpuAfter == null ? null : cpuAfter - cpuBefore;
  results.push(line(name, beside.length ? main : { ...main, cpu }));
  let ok = main.status === 0;
  for (const outcome of lanes.flat()) {
    console.log(`\n━━ ${outcome.name} (ran beside ${name}) ━━\n${outcome.output}`);
    // The seconds from the stage's start to the step's end.
    results.push(line(`${outcome.name}, beside the stage above, ended at`, outcome));
    ok &&= outcome.status === 0;
  }
  if (beside.length) {
    const whole = { status: ok ? 0 : 1, seconds: (Date.now() - started) / 1000, cpu };
    results.push(line('the stage above with what ran beside it', whole));
  }
  return ok;
}

for (const stage of stages) {
  if (!(await runStage(stage))) failed = true;
}
const totals = count();
// A report missing is a failure whatever the stages said: those tests did not run.
if (totals.missing.length) failed = true;
const cpuTotal = childrenCpuSeconds();
results.push(
  `     all (${process.uptime().toFixed(1)} s${cpuTotal != null ? `, CPU ${cpuTotal.toFixed(1)} s` : ''})`,
);
console.log(`\n${results.join('\n')}\n`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${
    totals.missing.length ? `; no report from ${totals.missing.join(' nor ')}: they did not run` : ''
  }`,
);
process.exit(failed ? 1 : 0);
