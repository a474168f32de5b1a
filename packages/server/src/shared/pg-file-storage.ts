import { Readable } from 'node:stream';
import { asc, eq, getTableColumns } from 'drizzle-orm';
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
 * that name them, nothing more to run. The bytes of one file are read in one query and streamed out.
 */
export class PgFileStorage implements FileStorage {
  constructor(private readonly db: Db) {}

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
    const [row] = await this.db
      .select({ ...META, content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.id, id));
    if (!row) return undefined;
    const { content, ...meta } = row;
    return { meta, stream: Readable.from([content]) };
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
}

/** An id that is no UUID names no file (and PostgreSQL would refuse to compare it with one). */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
