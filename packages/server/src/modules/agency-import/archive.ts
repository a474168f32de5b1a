import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@area-clienti/contract';
import yauzl from 'yauzl';
import { AppError } from '../../shared/errors.js';

/**
 * A feed folder sent as a .zip (docs/decisions/0102), unpacked safely: every name is checked before
 * anything is written (no `..`, no absolute path, no backslash), nothing but plain files and folders is
 * made (a link is written as the file it claims to be, never followed), and the bytes are counted against
 * a budget while they are written, whatever their headers declare (a zip bomb stops at the limit). The
 * entries are read one at a time from the central directory, never listed whole: their number has no limit
 * of its own (docs/decisions/0159), the budget and the archive's size bound it. Any fault refuses the whole
 * archive: the caller removes the folder.
 */

/** The first bytes of a zip: a local file header, or the end record of an empty archive. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/** Whether the file starts as a zip does: a .zip that is not one is refused before it is opened. */
export async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && ZIP_MAGIC.some((magic) => magic.equals(head));
  } finally {
    await handle.close();
  }
}

const unsafe = () => new AppError(ErrorCode.IMPORT_UNSAFE_ARCHIVE);
const notAFeed = () => new AppError(ErrorCode.IMPORT_NOT_A_FEED);

/** An entry's name as a relative path inside `into`, or the refusal of the whole archive. */
function safePathOf(entry: yauzl.Entry, into: string): string {
  const name = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    true,
  );
  if (name === '' || name.includes('\0') || yauzl.validateFileName(name) !== null) throw unsafe();
  const path = resolve(into, name);
  // Belt and braces: whatever the checks above missed, nothing lands outside the folder.
  if (!path.startsWith(`${resolve(into)}${sep}`)) throw unsafe();
  return path;
}

/** Counts the bytes an entry really unpacks to, and stops the writing past the archive's budget. */
function byteBudget(budget: { left: number }, onBytes: (bytes: number) => void) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.left -= chunk.length;
      if (budget.left < 0) return done(unsafe());
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
}

/**
 * Unpacks the zip at `file` into the folder `into`, taking what it unpacks to from `budget` (shared by
 * the archives of one feed); `onProgress` follows the unpacked bytes against the declared total.
 */
export async function unpackZip(
  file: string,
  into: string,
  budget: { left: number },
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw notAFeed();
  }
  try {
    const maxBytes = budget.left;
    // The folders made so far: a million documents in one folder make it once, not a million times.
    const made = new Set<string>();
    const madeFolder = async (path: string) => {
      if (made.has(path)) return;
      await mkdir(path, { recursive: true });
      made.add(path);
    };
    let declared = 0;
    let done = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const path = safePathOf(entry, into);
      // The declared sizes are the progress bar's total; the budget counts what is really written.
      declared += entry.uncompressedSize;
      if (declared > maxBytes) throw unsafe();
      if (entry.fileNameRaw.at(-1) === 0x2f) {
        await madeFolder(path);
        continue;
      }
      if (entry.isEncrypted()) throw notAFeed();
      await madeFolder(dirname(path));
      const content = await zip.openReadStreamPromise(entry).catch(() => {
        throw notAFeed();
      });
      const count = byteBudget(budget, (bytes) => {
        done += bytes;
        onProgress(done, declared);
      });
      // `wx`: an entry named twice is refused rather than written over what was checked before.
      await pipeline(content, count, createWriteStream(path, { flags: 'wx', mode: 0o600 })).catch((error) => {
        throw error instanceof AppError
          ? error
          : (error as { code?: string }).code === 'EEXIST'
            ? unsafe()
            : notAFeed();
      });
    }
  } finally {
    zip.close();
  }
}

/** The next entry of a lazily read zip, null at its end; a broken central directory is not a feed. */
function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolveEntry, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolveEntry(entry);
    };
    const onEnd = () => {
      cleanup();
      resolveEntry(null);
    };
    const onError = () => {
      cleanup();
      reject(notAFeed());
    };
    zip.once('entry', onEntry);
    zip.once('end', onEnd);
    zip.once('error', onError);
    zip.readEntry();
  });
}

/**
 * Where the feed is in an unpacked folder: the folder itself, or the one folder it holds when it has no
 * feed file of its own (a folder zipped whole, as file managers do; macOS's __MACOSX beside it is ignored).
 */
export async function feedFolderOf(folder: string): Promise<string> {
  const entries = (await readdir(folder, { withFileTypes: true })).filter(
    (entry) => entry.name !== '__MACOSX',
  );
  const hasFeed = entries.some((entry) => entry.isFile() && /\.jsonl?$/.test(entry.name));
  const [only] = entries;
  if (hasFeed || entries.length !== 1 || !only?.isDirectory()) return folder;
  return join(folder, only.name);
}
