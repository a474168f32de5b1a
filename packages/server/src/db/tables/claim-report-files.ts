/**
 * Photos and attachments of a claim report (docs/decisions/0114): the files kept, and the uploads under
 * way whose chunks wait here until the file is whole (any instance may take the next chunk).
 */

import type { ClaimReportLaterKind } from '@area-clienti/contract';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea, createdAt } from './columns.js';

/**
 * A file of a report, checked and kept through the file storage: `fileId` (the re-encoded photo or the PDF)
 * and `thumbnailId` (a photo's 320 px thumbnail) are ids of `stored_files`. `latitude`, `longitude` and
 * `takenAt` only when the client asked to keep a photo's position: the image itself never carries them.
 */
export const claimReportFiles = pgTable(
  'claim_report_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The report's id (`claim_reports`, module claim-reports). */
    reportId: uuid('report_id').notNull(),
    /**
     * The account's id, with no foreign key on purpose: when an account or its report goes, the row stays
     * until the hourly sweep, which deletes the stored bytes with it (a cascade would leave them behind).
     */
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<'photo' | 'document'>().notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /**
     * SHA-256 (hex) of the bytes kept (`fileId`): the re-encoded photo, the PDF as sent. The signed report
     * lists each file with it, so the files are bound to the document signed (decisions/0128).
     */
    sha256: text('sha256').notNull(),
    fileId: uuid('file_id').notNull(),
    thumbnailId: uuid('thumbnail_id'),
    width: integer('width'),
    height: integer('height'),
    pages: integer('pages'),
    positionKept: boolean('position_kept').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The camera's own clock (EXIF DateTimeOriginal, no time zone): `2026-11-20T10:11:12`. */
    takenAt: text('taken_at'),
    /** A file added after the report was sent (decisions/0140): what it is; null for the files signed with it. */
    laterKind: text('later_kind').$type<ClaimReportLaterKind>(),
    createdAt: createdAt(),
  },
  (t) => [index('claim_report_files_report_idx').on(t.reportId)],
);

/** An upload under way: its declared size, how many bytes have arrived, when the last one did. */
export const claimReportUploads = pgTable(
  'claim_report_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    declaredType: text('declared_type').notNull(),
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    keepPosition: boolean('keep_position').notNull().default(false),
    /** An upload to a sent report: what the file is, and the branch's request it answers (decisions/0140). */
    laterKind: text('later_kind').$type<ClaimReportLaterKind>(),
    requestId: integer('request_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claim_report_uploads_report_idx').on(t.reportId),
    index('claim_report_uploads_updated_idx').on(t.updatedAt),
  ],
);

/** The chunks of an upload, by where they start in the file; gone with their upload. */
export const claimReportUploadChunks = pgTable(
  'claim_report_upload_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => claimReportUploads.id, { onDelete: 'cascade' }),
    offset: integer('offset').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.offset] })],
);
