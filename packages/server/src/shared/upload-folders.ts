import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { isAlive } from './data-dir-owner.js';

/** A process's own folder: `<host>.<pid>`, so that a start knows which folders a dead process left. */
const PROCESS_FOLDER = /^(.+)\.(\d+)$/;

/** Where the uploads of every process of a data folder live. */
export const uploadsRoot = (dataDir: string) => join(dataDir, 'uploads');

/**
 * This process's upload folder, `DATA_DIR/uploads/<host>.<pid>`: each call's own folder is made inside it
 * (http/uploads.ts) and removed when the call answers (decisions/0102, 0117).
 */
export const processUploadFolder = (dataDir: string, host = hostname(), pid = process.pid) =>
  join(uploadsRoot(dataDir), `${host}.${pid}`);

/**
 * Removes at start what a killed process left under DATA_DIR/uploads (decisions/0117): the folders of this
 * host whose process is gone, or is this one (a container starts as pid 1 again: nothing of ours is live
 * yet), and the per-call folders of the former layout (`call-…` at the top). Another host's folders (a
 * shared volume) are left to that host's own start: a live upload is never removed. Answers what went.
 */
export async function sweepUploadFolders(
  dataDir: string,
  host = hostname(),
  pid = process.pid,
): Promise<string[]> {
  const root = uploadsRoot(dataDir);
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const swept: string[] = [];
  for (const name of names) {
    const owner = PROCESS_FOLDER.exec(name);
    const left = owner
      ? owner[1] === host && (Number(owner[2]) === pid || !isAlive(Number(owner[2])))
      : name.startsWith('call-');
    if (!left) continue;
    await rm(join(root, name), { recursive: true, force: true });
    swept.push(name);
  }
  return swept;
}
