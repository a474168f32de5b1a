import { Readable } from 'node:stream';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { storedFiles } from '../db/schema.js';
import type { FileStorage, StoredFileMeta } from './file-storage.js';

/** Reads a stream whole: PostgreSQL takes a bytea value in one piece. */
async function bytesOf(content: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const { content: _bytes, mimeType: type, ...metaColumns } = getTableColumns(storedFiles);
/** Every column but the bytes: listing many files never reads them. */
const META = { ...metaColumns, type };

/**
 * The files in the app's own database (table `stored_files`): one backup, one transaction with the rows
 * that name them, nothing more to run. A file is streamed out a chunk a query.
 */
export class PgFileStorage implements FileStorage {
  /** `chunkBytes`: how much of a file one query reads while it streams out (1 MiB). */
  constructor(
    private readonly db: Db,
    private readonly chunkBytes = 1024 * 1024,
  ) {}

  async put(owner: string, name: string, type: string, content: Buffer | Readable): Promise<string> {
    const bytes = await bytesOf(content);
    const [row] = await this.db
      .insert(storedFiles)
      .values({ owner, name, mimeType: type, size: bytes.length, content: bytes })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error('stored_files: the insert answered no row');
    return row.id;
  }

  async get(id: string): Promise<{ meta: StoredFileMeta; stream: Readable } | undefined> {
    if (!isUuid(id)) return undefined;
    const [meta] = await this.db.select(META).from(storedFiles).where(eq(storedFiles.id, id));
    if (!meta) return undefined;
    return { meta, stream: Readable.from(this.chunks(id, meta.size)) };
  }

  /** A file's bytes a chunk a query: a large file never sits in memory whole. */
  private async *chunks(id: string, size: number): AsyncGenerator<Buffer> {
    for (let offset = 0; offset < size; offset += this.chunkBytes) {
      const [row] = await this.db
        .select({
          chunk: sql<Buffer>`substring(${storedFiles.content} from ${offset + 1} for ${this.chunkBytes})`,
        })
        .from(storedFiles)
        .where(eq(storedFiles.id, id));
      // Deleted while it was read: the reader sees the stream fail rather than a file cut short unsaid.
      if (!row) throw new Error(`stored file ${id} went away while it was read`);
      yield Buffer.isBuffer(row.chunk) ? row.chunk : Buffer.from(row.chunk);
    }
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db
      .delete(storedFiles)
      .where(eq(storedFiles.id, id))
      .returning({ id: storedFiles.id });
    return rows.length > 0;
  }

  listByOwner(owner: string): Promise<StoredFileMeta[]> {
    return this.db
      .select(META)
      .from(storedFiles)
      .where(eq(storedFiles.owner, owner))
      .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
  }

  within(tx: Db): FileStorage {
    return new PgFileStorage(tx, this.chunkBytes);
  }
}

/** An id that is no UUID names no file (and PostgreSQL would refuse to compare it with one). */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
