import { copyFile, link, mkdir, rename } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { ErrorCode, FEED_EXTENSIONS, type FeedProgress, type ImportOutcome } from '@area-clienti/contract';
import type { SavedFile } from '../../http/uploads.js';
import { AppError } from '../../shared/errors.js';
import { feedFolderOf, looksLikeZip, unpackZip } from './archive.js';

/**
 * A feed uploaded from the console (docs/decisions/0102): its file is on disk in the call's own folder
 * (http/uploads.ts), a .zip is unpacked beside it, and the same import as `npm run import` reads it. A feed
 * sent in chunks (0159) is several such files, put in one folder by the same checks.
 */

/** A .zip unpacks to at most this many times its size limit: past it, a zip bomb. */
export const UNPACKED_PER_UPLOADED = 4;

/** A file of the feed as it reached the server: its bytes on disk and the name it was sent with. */
export interface ArrivedFile {
  path: string;
  name: string;
}

/** The names the problems give the feed's .jsonl files (their files' on disk), told as they were sent. */
export type SentAs = Map<string, string>;

/**
 * The feed's path made of the files that arrived: each .jsonl in `folder` under its base name made safe,
 * each .zip unpacked into it (within one budget of `maxUnpackedBytes`). `keep` links the files instead of
 * moving them, so that an upload refused as busy is still whole.
 */
export async function feedOfFiles(
  files: ArrivedFile[],
  folder: string,
  maxUnpackedBytes: number,
  onProgress: (progress: FeedProgress) => void,
  keep = false,
): Promise<{ path: string; sentAs: SentAs }> {
  const extensions = files.map((file) => extname(file.name).toLowerCase());
  if (extensions.some((extension) => !(FEED_EXTENSIONS as readonly string[]).includes(extension)))
    throw new AppError(ErrorCode.UPLOAD_BAD_TYPE);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const sentAs: SentAs = new Map();
  const budget = { left: maxUnpackedBytes };
  for (const [index, file] of files.entries()) {
    if (extensions[index] !== '.jsonl') continue;
    // The report names the file as it was sent; only its base name, made safe, becomes a path here.
    const onDisk = `${basename(file.name, extname(file.name)).replace(/[^\w.-]/g, '_')}.jsonl`;
    // Two files of one name would be one: the second is refused, as a zip naming an entry twice.
    if (sentAs.has(onDisk)) throw new AppError(ErrorCode.IMPORT_UNSAFE_ARCHIVE);
    const to = join(folder, onDisk);
    // A file system without hard links (some network shares) gets a copy.
    await (keep ? link(file.path, to).catch(() => copyFile(file.path, to)) : rename(file.path, to));
    sentAs.set(onDisk, file.name);
  }
  for (const [index, file] of files.entries()) {
    if (extensions[index] !== '.zip') continue;
    if (!(await looksLikeZip(file.path))) throw new AppError(ErrorCode.IMPORT_NOT_A_FEED);
    await unpackZip(file.path, folder, budget, (done, total) =>
      onProgress({ phase: 'unpacking', done, total }),
    );
  }
  return { path: sentAs.size > 0 ? folder : await feedFolderOf(folder), sentAs };
}

/** The feed of one file uploaded whole (uploadFeed): the .jsonl itself, or the .zip's unpacked folder. */
export async function feedOfUpload(
  file: SavedFile,
  maxUnpackedBytes: number,
  onProgress: (progress: FeedProgress) => void,
): Promise<{ path: string; sentAs: SentAs }> {
  return feedOfFiles([file], join(dirname(file.path), 'feed'), maxUnpackedBytes, onProgress);
}

/** The outcome's problems with each .jsonl named as it was sent (its name made safe on disk). */
export function asSent(outcome: ImportOutcome, sentAs: SentAs): ImportOutcome {
  if (sentAs.size === 0) return outcome;
  const problems = outcome.problems.map((problem) => {
    const name = sentAs.get(problem.file);
    return name === undefined ? problem : { ...problem, file: name };
  });
  return { ...outcome, problems };
}
