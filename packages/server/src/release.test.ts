import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { journalEntries, RELEASES, sha256Of } from './test/migrations.js';

// The release rules of docs/deployment.md (section 9) and docs/decisions/0079 and 0163, held at every test run.
const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const versionOf = (path: string) => (JSON.parse(read(path)) as { version?: string }).version;
const PACKAGES = [
  'package.json',
  ...['contract', 'server', 'web', 'e2e'].map((p) => `packages/${p}/package.json`),
];

describe('the release', () => {
  const version = versionOf('package.json') ?? '';

  it('has one semantic version, the same in the root and every package', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(Object.fromEntries(PACKAGES.map((path) => [path, versionOf(path)]))).toEqual(
      Object.fromEntries(PACKAGES.map((path) => [path, version])),
    );
  });

  it('has its entry in CHANGELOG.md, newest first below Unreleased, in Keep a Changelog form', () => {
    const headings = [...read('CHANGELOG.md').matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)];
    expect(headings[0]?.[1]).toBe('Unreleased');
    expect(headings[1]?.[1]).toBe(version);
    expect(headings[1]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has its migrations recorded in drizzle/releases.json, the newest entry (scripts/release-migrations.mjs)', () => {
    expect(RELEASES.at(-1)?.version).toBe(version);
    expect(new Set(RELEASES.map((release) => release.version)).size).toBe(RELEASES.length);
  });

  it('keeps every migration a release shipped as it shipped it: name, time and bytes, in the same order', () => {
    // Drizzle applies what comes after the newest time a database records, and stores each file's sha256:
    // an old migration edited, renamed, re-timed or one inserted before it would be skipped or run twice
    // on a database the release made. Releases only append, so each one's list begins with the last one's.
    const current = journalEntries().map(({ tag, when }) => ({ tag, when, sha256: sha256Of(tag) }));
    for (const [at, release] of RELEASES.entries()) {
      expect(release.migrations, release.version).toEqual(current.slice(0, release.migrations.length));
      const before = RELEASES[at - 1]?.migrations.length ?? 0;
      expect(release.migrations.length, release.version).toBeGreaterThanOrEqual(before);
    }
  });

  // The one test that reads the git history: a shallow clone (CI's, often) or a copy without git has
  // none, and says so by skipping it, with this reason in its name.
  it.skipIf(!fullHistory())(
    "finds each release's commit as deployment.md says, and it shipped the migrations recorded (needs the whole git history: skipped in a shallow clone or without git)",
    () => {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
      // The release being made is not committed yet while its tests run before the commit (section 9).
      const committed = (JSON.parse(git('show', 'HEAD:package.json')) as { version: string }).version;
      for (const release of RELEASES.filter((r) => r.version !== version || r.version === committed)) {
        const [commit] = git(
          'log',
          '--reverse',
          '--format=%H',
          `-S"version": "${release.version}"`,
          '--',
          'package.json',
        ).split('\n');
        expect(commit, release.version).toMatch(/^[0-9a-f]{40}$/);
        expect(JSON.parse(git('show', `${commit}:package.json`)).version).toBe(release.version);
        const shipped = JSON.parse(git('show', `${commit}:packages/server/drizzle/meta/_journal.json`)) as {
          entries: { tag: string }[];
        };
        expect(shipped.entries.map(({ tag }) => tag)).toEqual(release.migrations.map(({ tag }) => tag));
      }
    },
  );
});

/** Whether this checkout has its whole git history (not a shallow clone, not a copy without git). */
function fullHistory(): boolean {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return shallow.trim() === 'false';
  } catch {
    return false;
  }
}
