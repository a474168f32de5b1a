/** The files the app keeps (docs/decisions/0070): their bytes live here, behind the FileStorage port. */
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

/**
 * One stored file. `owner` says whose it is as the app names it (`client:42`, `dossier:7`): listing by
 * owner is the one question asked of many files at once. The bytes are a column of the same row, read
 * only when the file itself is asked for.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner: text('owner').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_idx').on(t.owner)],
);
