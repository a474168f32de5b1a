import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BloomFilter } from './bloom-filter.js';

describe('the Bloom filter', () => {
  it('holds what was added, and is written and read back the same', () => {
    const filter = BloomFilter.empty(1000, 1e-4);
    for (let i = 0; i < 1000; i++) filter.add(`password${i}`);
    const read = BloomFilter.read(filter.write());
    expect([read.entries, read.size, read.hashes]).toEqual([1000, filter.size, filter.hashes]);
    for (let i = 0; i < 1000; i++) expect(read.has(`password${i}`)).toBe(true);
  });

  it('answers "surely not" for other entries, at about the rate it was sized for', () => {
    const filter = BloomFilter.empty(10_000, 1e-2);
    for (let i = 0; i < 10_000; i++) filter.add(`in-${i}`);
    let falsePositives = 0;
    for (let i = 0; i < 20_000; i++) if (filter.has(`out-${i}`)) falsePositives++;
    expect(filter.falsePositiveRate).toBeCloseTo(0.01, 2);
    expect(falsePositives / 20_000).toBeLessThan(0.02);
  });

  it('refuses a file that is not one, or is cut short', () => {
    const file = BloomFilter.empty(10, 0.01).write();
    expect(() => BloomFilter.read(new TextEncoder().encode('not a filter at all'))).toThrow(/not a Bloom/);
    expect(() => BloomFilter.read(file.subarray(0, file.byteLength - 1))).toThrow(/cut short/);
  });

  it('ships the breached passwords: more than 400,000, one false positive in 100,000', () => {
    const shipped = BloomFilter.read(
      readFileSync(resolve(import.meta.dirname, '../../../password-lists/breached.bloom')),
    );
    expect(shipped.entries).toBeGreaterThan(400_000);
    expect(shipped.falsePositiveRate).toBeLessThan(1.1e-5);
    for (const password of ['123456', 'password', 'juventus', 'roma', 'prova']) {
      expect(shipped.has(password), password).toBe(true);
    }
  });
});
