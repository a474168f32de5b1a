// The record of mutation scores (scripts/mutation-scores.json) that CI's `npm run mutation -- --changed`
// compares against: it covers every rule module of scripts/mutation-targets.mjs, each at the threshold, and a
// changed file marks its module, and only it, as to be run again.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  changedTargets,
  filesOf,
  hashesOf,
  type MutationRecord,
  ROOT,
  readRecord,
  TARGETS,
  THRESHOLD,
} from '../../../scripts/mutation-targets.mjs';

describe('the record of mutation scores', () => {
  it('lists every rule module, each at or above the threshold, with a hash of each of its files', () => {
    const record = readRecord();
    expect(Object.keys(record)).toEqual(Object.keys(TARGETS));
    for (const [name, recorded] of Object.entries(record)) {
      expect(recorded.score, name).toBeGreaterThanOrEqual(THRESHOLD);
      expect(recorded.survived, name).toBe(Math.round(recorded.mutants * (1 - recorded.score / 100)));
      expect(Object.keys(recorded.files), name).toEqual(filesOf(name));
      for (const hash of Object.values(recorded.files)) expect(hash, name).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('names files that exist', () => {
    for (const name of Object.keys(TARGETS)) expect(() => hashesOf(name), name).not.toThrow();
  });

  describe('tells which modules changed', () => {
    const copy = mkdtempSync(join(tmpdir(), 'mutation-record-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    for (const name of Object.keys(TARGETS)) {
      for (const file of filesOf(name)) {
        mkdirSync(dirname(join(copy, file)), { recursive: true });
        cpSync(join(ROOT, file), join(copy, file));
      }
    }
    const recordOf = (names: string[]): MutationRecord =>
      Object.fromEntries(
        names.map((name) => [
          name,
          { score: 100, mutants: 1, survived: 0, measured: '2026-01-01', files: hashesOf(name, copy) },
        ]),
      );

    it('none when every file is as recorded', () => {
      expect(changedTargets(recordOf(Object.keys(TARGETS)), copy)).toEqual([]);
    });

    it('a module whose test or source changed, or that the record lacks, and not the others', () => {
      const record = recordOf(Object.keys(TARGETS).filter((name) => name !== 'tabs'));
      appendFileSync(join(copy, 'packages/server/src/modules/auth/password-policy.unit.test.ts'), '\n');
      appendFileSync(join(copy, 'packages/contract/src/onboarding.ts'), '\n');
      expect(changedTargets(record, copy)).toEqual(['tabs', 'password', 'validators']);
    });
  });
});
