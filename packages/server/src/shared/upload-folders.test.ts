import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processUploadFolder, sweepUploadFolders, uploadsRoot } from './upload-folders.js';

// Upload folders left by a killed process, swept at start (decisions/0117).
let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** A call's folder with a file in it, as an upload leaves it. */
async function leftUpload(folder: string) {
  await mkdir(join(folder, 'call-abc'), { recursive: true });
  await writeFile(join(folder, 'call-abc', 'feed.zip'), 'PK');
}

describe('sweepUploadFolders', () => {
  it("removes this host's folders of a dead process and its own pid's, and the former layout's; keeps the rest", async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'uploads-sweep-'));
    // A pid that surely ran and is gone: a child that has exited.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const host = 'agenzia-1';
    const me = 4242;
    await leftUpload(processUploadFolder(dataDir, host, dead));
    await leftUpload(processUploadFolder(dataDir, host, me));
    // A live process of this host (the test's own parent), and another host's dead one on a shared volume.
    await leftUpload(processUploadFolder(dataDir, host, process.ppid));
    await leftUpload(processUploadFolder(dataDir, 'agenzia-2', dead));
    await mkdir(join(uploadsRoot(dataDir), 'call-former'), { recursive: true });

    const swept = await sweepUploadFolders(dataDir, host, me);
    expect(swept.sort()).toEqual([`${host}.${dead}`, `${host}.${me}`, 'call-former'].sort());
    expect((await readdir(uploadsRoot(dataDir))).sort()).toEqual(
      [`${host}.${process.ppid}`, `agenzia-2.${dead}`].sort(),
    );
    expect(await sweepUploadFolders(dataDir, host, me)).toEqual([]);
  });

  it('does nothing where no upload was ever made', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'uploads-sweep-'));
    expect(await sweepUploadFolders(dataDir)).toEqual([]);
  });
});
