import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Docs are for the next maintainer (issue 38): the pages that grew into lab notebooks keep a size a person
// reads in one sitting; dated runs and their history go to git and the decisions.
const docs = resolve(fileURLToPath(import.meta.url), '../../../../docs');
const bytesOf = (name: string) => readFileSync(resolve(docs, name)).byteLength;

describe('the maintainers’ pages', () => {
  it('docs/performance.md holds each target’s latest figure in at most 10 KB', () => {
    expect(bytesOf('performance.md')).toBeLessThanOrEqual(10 * 1024);
  });

  it('docs/testing.md says how the tests run in at most 8 KB', () => {
    expect(bytesOf('testing.md')).toBeLessThanOrEqual(8 * 1024);
  });
});
