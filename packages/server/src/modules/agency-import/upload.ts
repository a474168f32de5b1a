import { mkdir, rename } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { ErrorCode, FEED_EXTENSIONS, type FeedProgress, type ImportOutcome } from '@area-clienti/contract';
import type { SavedFile } from '../../http/uploads.js';
import { AppError } from '../../shared/errors.js';
import { feedFolderOf, looksLikeZip, unpackZip } from './archive.js';

/**
 * A feed uploaded from the console (docs/decisions/0102): its file is on disk in the call's own folder
 * (http/uploads.ts), a .zip is unpacked beside it, and the same import as `npm run import` reads it.
 */

/** A .zip unpacks to at most this many times its size limit: past it, a zip bomb. */
export const UNPACKED_PER_UPLOADED = 4;

/**
 * The feed's path in the call's folder: the .jsonl itself, or the .zip's unpacked folder; and the name
 * its problems give the .jsonl (its file's on disk), to be told as the name it was sent with.
 */
export async function feedOfUpload(
  file: SavedFile,
  maxUnpackedBytes: number,
  onProgress: (progress: FeedProgress) => void,
): Promise<{ path: string; sentAs?: { file: string; name: string } }> {
  const extension = extname(file.name).toLowerCase();
  if (!(FEED_EXTENSIONS as readonly string[]).includes(extension))
    throw new AppError(ErrorCode.UPLOAD_BAD_TYPE);
  const folder = join(dirname(file.path), 'feed');
  await mkdir(folder, { mode: 0o700 });
  if (extension === '.jsonl') {
    // The report names the file as it was sent; only its base name, made safe, becomes a path here.
    const path = join(folder, `${basename(file.name, extension).replace(/[^\w.-]/g, '_')}.jsonl`);
    await rename(file.path, path);
    return { path, sentAs: { file: basename(path), name: file.name } };
  }
  if (!(await looksLikeZip(file.path))) throw new AppError(ErrorCode.IMPORT_NOT_A_FEED);
  await unpackZip(file.path, folder, maxUnpackedBytes, (done, total) =>
    onProgress({ phase: 'unpacking', done, total }),
  );
  return { path: await feedFolderOf(folder) };
}

/** The outcome's problems with the file named as it was sent (a .jsonl's name made safe on disk). */
export function asSent(outcome: ImportOutcome, sentAs?: { file: string; name: string }): ImportOutcome {
  if (!sentAs) return outcome;
  const problems = outcome.problems.map((problem) =>
    problem.file === sentAs.file ? { ...problem, file: sentAs.name } : problem,
  );
  return { ...outcome, problems };
}
