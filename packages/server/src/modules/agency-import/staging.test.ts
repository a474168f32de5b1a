import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@area-clienti/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { FeedStaging, STAGED_IDLE_MS } from './staging.js';

let root = '';
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the staging of feeds sent in chunks (decisions/0159)', () => {
  it('sweeps an upload untouched for a day when the next starts, and gives its room back', async () => {
    root = await mkdtemp(join(tmpdir(), 'feed-staging-'));
    let now = Date.now();
    const staging = new FeedStaging(root, 1000, () => now);
    const old = await staging.start('90000001', [{ name: 'vecchio.jsonl', size: 800 }]);
    await staging.chunk('90000001', old.uploadId, 0, 0, Buffer.from('{}\n'));
    // The room is taken by what the upload declared, received or not.
    await expect(staging.start('90000001', [{ name: 'nuovo.jsonl', size: 300 }])).rejects.toEqual(
      new AppError(ErrorCode.UPLOAD_TOO_LARGE),
    );
    // A chunk touches the upload: a day after it (not after the start), it is swept.
    now += STAGED_IDLE_MS + 60_000;
    const fresh = await staging.start('90000001', [{ name: 'nuovo.jsonl', size: 300 }]);
    expect(existsSync(join(root, old.uploadId))).toBe(false);
    await expect(staging.status('90000001', old.uploadId)).rejects.toEqual(new AppError(ErrorCode.NOT_FOUND));
    expect((await staging.status('90000001', fresh.uploadId)).files[0]?.offset).toBe(0);
  });

  it('appends one chunk at a time: two sent at the same offset, one is refused', async () => {
    root = await mkdtemp(join(tmpdir(), 'feed-staging-'));
    const staging = new FeedStaging(root, 1000);
    const upload = await staging.start('90000001', [{ name: 'feed.jsonl', size: 10 }]);
    const both = await Promise.allSettled([
      staging.chunk('90000001', upload.uploadId, 0, 0, Buffer.from('abcde')),
      staging.chunk('90000001', upload.uploadId, 0, 0, Buffer.from('abcde')),
    ]);
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await staging.status('90000001', upload.uploadId)).files[0]?.offset).toBe(5);
  });
});
