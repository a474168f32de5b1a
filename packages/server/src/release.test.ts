import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The release rules of docs/deployment.md (section 9) and docs/decisions/0079, held at every test run.
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
});
