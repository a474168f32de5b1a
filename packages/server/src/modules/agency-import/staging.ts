import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ErrorCode, FEED_CHUNK_BYTES, FEED_EXTENSIONS, type FeedUpload } from '@area-clienti/contract';
import { AppError, notFound } from '../../shared/errors.js';

/**
 * The feeds sent in chunks from the console (docs/decisions/0159): each upload a folder of
 * DATA_DIR/feed-staging named by its random id, holding who began it and its files' declared names and
 * sizes (`upload.json`) and each file's bytes so far (`<n>.part`, appended chunk by chunk). What a file
 * holds on disk is its offset: a dropped connection resumes from there, whichever call of the same
 * process answers. The room of all uploads under way is bounded; one untouched for a day is swept.
 */

/** An upload untouched this long is swept with its files (the browser starts it again). */
export const STAGED_IDLE_MS = 24 * 3_600_000;

interface Manifest {
  owner: string;
  files: { name: string; size: number }[];
}

export interface StagedFile {
  /** The bytes on disk. */
  path: string;
  /** The name it was sent with. */
  name: string;
  size: number;
}

const MANIFEST = 'upload.json';
const partOf = (folder: string, index: number) => join(folder, `${index}.part`);

export class FeedStaging {
  /** One chunk at a time per upload: two chunks at the same offset never both append. */
  private readonly turns = new Map<string, Promise<unknown>>();

  constructor(
    private readonly root: string,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  private folderOf = (uploadId: string) => join(this.root, uploadId);

  /** Begins an upload of `owner`'s: the names say .jsonl or .zip, the sizes fit the room left. */
  async start(owner: string, files: { name: string; size: number }[]): Promise<FeedUpload> {
    for (const file of files)
      if (!(FEED_EXTENSIONS as readonly string[]).includes(extname(file.name).toLowerCase()))
        throw new AppError(ErrorCode.UPLOAD_BAD_TYPE);
    await this.sweep();
    const wanted = files.reduce((sum, file) => sum + file.size, 0);
    if ((await this.heldBytes()) + wanted > this.maxBytes) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
    const uploadId = randomUUID();
    const folder = this.folderOf(uploadId);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    // The manifest first: a folder without one is a crash's leftover that a sweep removes.
    const manifest: Manifest = { owner, files: files.map(({ name, size }) => ({ name, size })) };
    await writeFile(join(folder, MANIFEST), JSON.stringify(manifest), { mode: 0o600 });
    await Promise.all(files.map((_, index) => writeFile(partOf(folder, index), '', { mode: 0o600 })));
    return this.status(owner, uploadId);
  }

  /** Where each file stands; another account's upload, or one swept, answers as missing. */
  async status(owner: string, uploadId: string): Promise<FeedUpload> {
    const manifest = await this.manifestOf(owner, uploadId);
    const folder = this.folderOf(uploadId);
    const files = await Promise.all(
      manifest.files.map(async (file, index) => ({ ...file, offset: await sizeOf(partOf(folder, index)) })),
    );
    return { uploadId, files, chunkBytes: FEED_CHUNK_BYTES };
  }

  /** Appends a chunk where its file stands; one elsewhere is refused and the browser asks `status`. */
  chunk(owner: string, uploadId: string, index: number, offset: number, bytes: Buffer): Promise<FeedUpload> {
    return this.inTurn(uploadId, async () => {
      const manifest = await this.manifestOf(owner, uploadId);
      const file = manifest.files[index];
      if (!file) throw notFound();
      const path = partOf(this.folderOf(uploadId), index);
      if (offset !== (await sizeOf(path))) throw new AppError(ErrorCode.FEED_UPLOAD_OFFSET);
      if (offset + bytes.length > file.size) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
      if (bytes.length > 0) await appendFile(path, bytes);
      await this.touch(uploadId);
      return this.status(owner, uploadId);
    });
  }

  /** The files of a whole upload, to be imported; FEED_UPLOAD_INCOMPLETE while one still lacks bytes. */
  async files(owner: string, uploadId: string): Promise<StagedFile[]> {
    const upload = await this.status(owner, uploadId);
    if (upload.files.some((file) => file.offset < file.size))
      throw new AppError(ErrorCode.FEED_UPLOAD_INCOMPLETE);
    await this.touch(uploadId);
    const folder = this.folderOf(uploadId);
    return upload.files.map((file, index) => ({
      path: partOf(folder, index),
      name: file.name,
      size: file.size,
    }));
  }

  /**
   * A folder of one import call's own for its work, inside the upload's (removed with it): a second call
   * on the same upload never works in the first's.
   */
  async workFolder(uploadId: string): Promise<string> {
    const folder = join(this.folderOf(uploadId), `work-${randomUUID()}`);
    await mkdir(folder, { mode: 0o700 });
    return folder;
  }

  async remove(uploadId: string): Promise<void> {
    await rm(this.folderOf(uploadId), { recursive: true, force: true });
  }

  private async manifestOf(owner: string, uploadId: string): Promise<Manifest> {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(join(this.folderOf(uploadId), MANIFEST), 'utf8')) as Manifest;
    } catch {
      throw notFound();
    }
    if (manifest.owner !== owner) throw notFound();
    return manifest;
  }

  private async touch(uploadId: string) {
    const now = new Date(this.now());
    await utimes(join(this.folderOf(uploadId), MANIFEST), now, now).catch(() => undefined);
  }

  /** The bytes the uploads under way may still take: their declared sizes (received or not). */
  private async heldBytes(): Promise<number> {
    let held = 0;
    for (const name of await this.uploadIds()) {
      const manifest = await readFile(join(this.folderOf(name), MANIFEST), 'utf8').catch(() => null);
      if (manifest) for (const file of (JSON.parse(manifest) as Manifest).files) held += file.size;
    }
    return held;
  }

  /** Removes the uploads untouched for STAGED_IDLE_MS (and a folder a crash left without its manifest). */
  async sweep(): Promise<void> {
    for (const name of await this.uploadIds()) {
      const touched = await stat(join(this.folderOf(name), MANIFEST)).catch(() => null);
      if (!touched || this.now() - touched.mtimeMs > STAGED_IDLE_MS) await this.remove(name);
    }
  }

  private async uploadIds(): Promise<string[]> {
    return readdir(this.root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  }

  private inTurn<T>(uploadId: string, work: () => Promise<T>): Promise<T> {
    const before = this.turns.get(uploadId) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.catch(() => undefined);
    this.turns.set(uploadId, settled);
    void settled.then(() => {
      if (this.turns.get(uploadId) === settled) this.turns.delete(uploadId);
    });
    return mine;
  }
}

const sizeOf = async (path: string) => (await stat(path)).size;
