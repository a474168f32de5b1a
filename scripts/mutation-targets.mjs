// The rule modules mutation testing guards (scripts/mutation.mjs), and the record of their last scores
// (scripts/mutation-scores.json) that tells which of them changed since: a clone with one commit of history
// knows as well as a full one, so CI runs Stryker only where a rule or its tests changed (decisions/0164).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const RECORD_FILE = resolve(ROOT, 'scripts/mutation-scores.json');
export const THRESHOLD = 90;

/**
 * package: the vitest project; mutate: files from the repository root (a `:from-to` suffix mutates those
 * lines only); tests: from the package's root. Files are named one by one, no globs: the record hashes
 * exactly these.
 */
export const TARGETS = {
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
    mutate: [
      'packages/web/src/shared/format/format.ts',
      'packages/web/src/shared/format/amountsInText.ts',
      'packages/web/src/shared/format/status.ts',
    ],
    tests: [
      'src/shared/format/format.test.ts',
      'src/shared/format/amountsInText.test.ts',
      'src/shared/format/status.test.ts',
    ],
  },
  postLogin: {
    package: 'web',
    mutate: ['packages/web/src/shared/session/postLogin.ts'],
    tests: ['src/shared/session/postLogin.test.ts'],
  },
};

/** A target's source and test files, from the repository root (a line range hashes its whole file). */
export function filesOf(name) {
  const target = TARGETS[name];
  return [
    ...target.mutate.map((file) => file.replace(/:\d+-\d+$/, '')),
    ...target.tests.map((file) => `packages/${target.package}/${file}`),
  ];
}

/** sha256 of each of a target's files; a missing file throws (a renamed module must be renamed here). */
export function hashesOf(name, root = ROOT) {
  return Object.fromEntries(
    filesOf(name).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(resolve(root, file)))
        .digest('hex'),
    ]),
  );
}

/** The record: target → { score, mutants, survived, measured, files: path → sha256 }. */
export function readRecord(file = RECORD_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function writeRecord(record, file = RECORD_FILE) {
  const sorted = Object.fromEntries(Object.keys(TARGETS).flatMap((n) => (record[n] ? [[n, record[n]]] : [])));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The targets whose files differ from the record (or that it lacks), in the list's order. */
export function changedTargets(record, root = ROOT) {
  return Object.keys(TARGETS).filter((name) => {
    const recorded = record[name]?.files ?? {};
    const current = hashesOf(name, root);
    const paths = new Set([...Object.keys(recorded), ...Object.keys(current)]);
    return [...paths].some((path) => recorded[path] !== current[path]);
  });
}
