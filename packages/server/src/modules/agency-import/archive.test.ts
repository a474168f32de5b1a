import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@area-clienti/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { type ZipEntry, zip } from '../../test/multipart.js';
import { unpackZip } from './archive.js';

let folder = '';
afterEach(() => rm(folder, { recursive: true, force: true }));

async function unpacked(entries: ZipEntry[], budget = 64 * 1024 * 1024) {
  folder = await mkdtemp(join(tmpdir(), 'archive-test-'));
  const file = join(folder, 'feed.zip');
  await writeFile(file, zip(entries));
  const into = join(folder, 'feed');
  let last = 0;
  await unpackZip(file, into, { left: budget }, (done) => {
    last = done;
  });
  return { into, last };
}

describe('a feed archive read entry by entry (decisions/0159)', () => {
  it('unpacks an archive of more than 100,000 entries: the count has no limit of its own', async () => {
    // Folder entries between two files: every one is read (the file after them is there), none is a file
    // to write, so that the test walks 100,002 entries in seconds (a file each would take minutes here).
    const entries: ZipEntry[] = [{ name: 'feed.jsonl', bytes: Buffer.from('{}\n') }];
    for (let n = 0; n < 100_000; n++) entries.push({ name: 'documents/', bytes: Buffer.alloc(0) });
    entries.push({ name: 'documents/ultimo.pdf', bytes: Buffer.from('%PDF') });
    const { into, last } = await unpacked(entries);
    expect(await readdir(join(into, 'documents'))).toEqual(['ultimo.pdf']);
    expect(last).toBe(7);
  }, 60_000);

  it('still refuses a path out of its folder and what unpacks past the budget', async () => {
    await expect(unpacked([{ name: '../fuori.jsonl', bytes: Buffer.from('{}') }])).rejects.toEqual(
      new AppError(ErrorCode.IMPORT_UNSAFE_ARCHIVE),
    );
    await expect(unpacked([{ name: 'documents/zeri.pdf', bytes: Buffer.alloc(2048) }], 1024)).rejects.toEqual(
      new AppError(ErrorCode.IMPORT_UNSAFE_ARCHIVE),
    );
  });
});
