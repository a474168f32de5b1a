#!/usr/bin/env node
// `npm run mutation [target…]`: mutation testing (Stryker) of the pure rule modules, one at a time, each
// against its own unit tests. Prints every target's score and exits non-zero when one is below 85 %.
// Reports (HTML and JSON, with every surviving mutant) go to reports/mutation/. Never part of `npm test`:
// a run takes minutes on a shared machine.
import { Stryker } from '@stryker-mutator/core';

const THRESHOLD = 85;
/** package: the vitest project; mutate: files from the repository root; tests: from the package's root. */
const TARGETS = {
  glance: {
    package: 'server',
    mutate: ['packages/server/src/modules/glance/rules.ts'],
    tests: ['src/modules/glance/rules.test.ts'],
  },
  tabs: {
    package: 'server',
    mutate: ['packages/server/src/modules/dossiers/tabs.ts'],
    tests: ['src/modules/dossiers/tabs.test.ts'],
  },
  password: {
    package: 'server',
    mutate: ['packages/server/src/modules/auth/password-policy.ts'],
    tests: ['src/modules/auth/password-policy.unit.test.ts'],
  },
  validators: {
    package: 'contract',
    // The mobile number's and the six-digit code's rules sit with the onboarding schemas (lines 6-12).
    mutate: ['packages/contract/src/domain.ts', 'packages/contract/src/onboarding.ts:6-12'],
    tests: ['src/domain.test.ts', 'src/onboarding.test.ts'],
  },
  formatting: {
    package: 'web',
    mutate: ['packages/web/src/shared/format/{format,amountsInText,status}.ts'],
    tests: ['src/shared/format/*.test.ts'],
  },
  postLogin: {
    package: 'web',
    mutate: ['packages/web/src/shared/session/postLogin.ts'],
    tests: ['src/shared/session/postLogin.test.ts'],
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  console.error(`unknown target ${unknown.join(', ')}; targets: ${Object.keys(TARGETS).join(', ')}`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(TARGETS);
const concurrency = Number(process.env.MUTATION_CONCURRENCY ?? 1);
// Stryker runs tests in worker threads, where a test cannot change the time zone: run them all in a zone
// behind UTC, where a calendar day formatted in local time shows the day before.
process.env.TZ = 'America/Los_Angeles';

const scores = [];
for (const name of names) {
  const target = TARGETS[name];
  // Read by scripts/mutation.vitest.config.ts in Stryker's test runner processes.
  process.env.MUTATION_PACKAGE = target.package;
  process.env.MUTATION_TESTS = target.tests.join(',');
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
  scores.push({ name, score: valid === 0 ? 100 : (100 * detected) / valid, survived: valid - detected });
}

console.log('\nmutation score per target (threshold %d %%)', THRESHOLD);
for (const { name, score, survived } of scores) {
  const verdict = score >= THRESHOLD ? 'ok' : 'BELOW';
  console.log(`  ${name.padEnd(12)} ${score.toFixed(2).padStart(6)} %  ${survived} undetected  ${verdict}`);
}
process.exit(scores.every(({ score }) => score >= THRESHOLD) ? 0 : 1);
