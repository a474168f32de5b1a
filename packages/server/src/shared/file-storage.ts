import type { Readable } from 'node:stream';
import type { Db } from '../db/database.js';

/** What is kept of a stored file besides its bytes. */
export interface StoredFileMeta {
  id: string;
  /** Whose file it is, as the app names it: `client:42`, `dossier:7`. */
  owner: string;
  name: string;
  /** Its MIME type, as it will be served. */
  type: string;
  size: number;
  createdAt: Date;
}

/**
 * Where the app keeps files (docs/decisions/0070): documents today, uploads tomorrow. Callers see
 * streams, never where the bytes live, so the PostgreSQL store (the default, `PgFileStorage`) can give way
 * to an object store without touching them.
 */
export interface FileStorage {
  /** Keeps a file and answers its id. */
  put(owner: string, name: string, type: string, content: Buffer | Readable): Promise<string>;
  /** A file and its bytes as a stream, or undefined when there is none with that id. */
  get(id: string): Promise<{ meta: StoredFileMeta; stream: Readable } | undefined>;
  /** Forgets a file; true when there was one. */
  delete(id: string): Promise<boolean>;
  /** The files of an owner, oldest first, without their bytes. */
  listByOwner(owner: string): Promise<StoredFileMeta[]>;
  /**
   * The same storage working in the database transaction `tx` when it keeps files in the database (its
   * writes commit or roll back with the rows that name them, on the transaction's own connection), itself
   * otherwise. A transaction that needs a file never waits for a second connection of the pool.
   */
  within(tx: Db): FileStorage;
}
