#!/usr/bin/env node
// `npm run mutation -- [--changed] [--record] [target…]`: mutation testing (Stryker) of the pure rule
// modules (scripts/mutation-targets.mjs), one at a time, each against its own unit tests. Prints one line per
// target and exits 1 when one scores under 90 %. Reports (HTML and JSON, with every surviving mutant) go to
// reports/mutation/. A run takes minutes on a shared machine, so `npm test` never runs every target:
//   --changed  only the targets whose files differ from scripts/mutation-scores.json (CI's stage);
//   --record   writes the score and file hashes of each target run that reached the threshold.
import {
  changedTargets,
  hashesOf,
  readRecord,
  TARGETS,
  THRESHOLD,
  writeRecord,
} from './mutation-targets.mjs';

const args = process.argv.slice(2);
const options = new Set(args.filter((arg) => arg.startsWith('--')));
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = [
  ...[...options].filter((option) => option !== '--changed' && option !== '--record'),
  ...asked.filter((name) => !(name in TARGETS)),
];
if (unknown.length > 0) {
  console.error(
    `unknown ${unknown.join(', ')}; options: --changed, --record; targets: ${Object.keys(TARGETS).join(', ')}`,
  );
  process.exit(2);
}

const record = readRecord();
let names = asked.length > 0 ? asked : Object.keys(TARGETS);
if (options.has('--changed')) {
  const changed = new Set(changedTargets(record));
  names = names.filter((name) => changed.has(name));
  if (names.length === 0) {
    console.log('mutation: no rule module changed since its recorded score');
    process.exit(0);
  }
}

// Loaded only now: it takes seconds, and `--changed` with nothing changed answers without it.
const { Stryker } = await import('@stryker-mutator/core');
const concurrency = Number(process.env.MUTATION_CONCURRENCY ?? 1);
// Stryker runs tests in worker threads, where a test cannot change the time zone: run them all in a zone
// behind UTC, where a calendar day formatted in local time shows the day before.
process.env.TZ = 'America/Los_Angeles';

const lines = [];
let failed = false;
for (const name of names) {
  const target = TARGETS[name];
  // Read by scripts/mutation.vitest.config.ts in Stryker's test runner processes.
  process.env.MUTATION_PACKAGE = target.package;
  process.env.MUTATION_TESTS = target.tests.join(',');
  // Hashed before the run: an edit made while Stryker runs is not taken as measured.
  const files = hashesOf(name);
  const started = Date.now();
  const results = await new Stryker({
    mutate: target.mutate,
    testRunner: 'vitest',
    vitest: { configFile: 'scripts/mutation.vitest.config.ts', related: false },
    plugins: ['@stryker-mutator/vitest-runner'],
    coverageAnalysis: 'perTest',
    concurrency,
    ignorePatterns: ['packages/e2e', 'docs', '**/dist', '**/data'],
    tempDirName: '.stryker-tmp',
    reporters: ['clear-text', 'html', 'json'],
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    incremental: false,
    logLevel: 'warn',
  }).runMutationTest();
  const detected = results.filter((r) => r.status === 'Killed' || r.status === 'Timeout').length;
  const valid = results.filter((r) => !['CompileError', 'RuntimeError', 'Ignored'].includes(r.status)).length;
  // Two decimals, as the record keeps it: a score that rounds to 90.00 passes.
  const score = Math.round((valid === 0 ? 100 : (100 * detected) / valid) * 100) / 100;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const verdict = score >= THRESHOLD ? 'ok' : `BELOW ${THRESHOLD} %`;
  if (score < THRESHOLD) failed = true;
  const before = record[name] ? `, recorded ${record[name].score.toFixed(2)} %` : ', not recorded';
  lines.push(
    `mutation: ${name} ${score.toFixed(2)} % (${valid - detected} of ${valid} mutants undetected${before}, ${minutes} min) ${verdict}`,
  );
  if (options.has('--record') && score >= THRESHOLD) {
    const measured = new Date().toISOString().slice(0, 10);
    record[name] = { score, mutants: valid, survived: valid - detected, measured, files };
  }
}

if (options.has('--record')) writeRecord(record);
console.log(`\n${lines.join('\n')}`);
if (options.has('--changed') && !options.has('--record') && !failed) {
  console.log('mutation: record these with `npm run mutation -- --changed --record`');
}
process.exit(failed ? 1 : 0);
