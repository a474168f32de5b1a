import { z } from 'zod';
import { claimReportLaterKind, claimReportRequestId } from './claim-report-after.js';
import { okReply } from './envelope.js';

/**
 * Photos and attachments of a claim report (issue 22, item 4; docs/decisions/0114): sent in chunks that
 * survive a dropped connection, checked on the server by decoding them, images re-encoded without their
 * metadata, PDFs parsed, kept through the file storage.
 */

/** At most this many files on one report. */
export const CLAIM_REPORT_MAX_FILES = 20;
/** Each file at most 15 MB. */
export const CLAIM_REPORT_MAX_FILE_BYTES = 15 * 1024 * 1024;
/** A chunk carries at most 4 MiB: a phone on a weak connection resends little after a drop. */
export const CLAIM_REPORT_CHUNK_BYTES = 4 * 1024 * 1024;
/** The types a client may send: JPEG, PNG, WebP and HEIC photos (re-encoded as JPEG), PDF documents. */
export const CLAIM_REPORT_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;

/** A photo (re-encoded JPEG with its thumbnail) or a document (a PDF kept as sent, once parsed). */
export const claimReportFileKind = z.enum(['photo', 'document']);
export type ClaimReportFileKind = z.infer<typeof claimReportFileKind>;

const fileName = z.string().trim().min(1).max(200);

export const startClaimReportUploadRequest = z.object({
  reportId: z.uuid(),
  name: fileName,
  /** The file's size in bytes: a zero-byte file and one past 15 MB are refused before any byte is sent. */
  size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  type: z.string().max(100),
  /** The client chose to keep where and when a photo was taken (its EXIF position); off by default. */
  keepPosition: z.boolean().optional(),
  /**
   * A file added to a report already sent (docs/decisions/0140): what it is. Without it a sent report takes
   * no file (CLAIMREPORTFILE_005); with it a draft is refused (CLAIMREPORT_004).
   */
  laterKind: claimReportLaterKind.optional(),
  /** The branch's request for documents the file answers (a sent report's). */
  requestId: claimReportRequestId.optional(),
});

/** An upload under way: how many bytes the server holds (`offset`), the next chunk starts there. */
export const claimReportUpload = z.object({
  uploadId: z.uuid(),
  reportId: z.uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  /** The largest chunk the server takes. */
  chunkBytes: z.number().int().positive(),
});
export type ClaimReportUpload = z.infer<typeof claimReportUpload>;

export const claimReportUploadReply = okReply({ upload: claimReportUpload });

/** The form fields beside a chunk's bytes (multipart: text fields). */
export const sendClaimReportChunkRequest = z.object({
  uploadId: z.uuid(),
  /** Where the chunk starts: the upload's offset, as the server last answered it. */
  offset: z.string().regex(/^(0|[1-9]\d{0,8})$/),
});

export const claimReportUploadRequest = z.object({ uploadId: z.uuid() });

/** Where and when a photo was taken, kept only when the client asked to. */
export const claimReportPhotoPosition = z.object({
  latitude: z.number(),
  longitude: z.number(),
  takenAt: z.string().nullable(),
});

export const claimReportFile = z.object({
  fileId: z.uuid(),
  reportId: z.uuid(),
  kind: claimReportFileKind,
  name: z.string(),
  /** The MIME type served: image/jpeg for every photo, application/pdf for a document. */
  type: z.string(),
  size: z.number().int().nonnegative(),
  /**
   * SHA-256 (64 hex digits) of the bytes served: the photo as re-encoded, the PDF as sent. The signed report
   * lists each file with it, so a file received can be checked against the document signed.
   */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** A photo's dimensions once re-encoded; a document's pages. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  position: claimReportPhotoPosition.nullable(),
  /** Added after the report was sent (not in the signed document), and what it is; null when signed with it. */
  laterKind: claimReportLaterKind.nullable(),
  createdAt: z.string(),
});
export type ClaimReportFile = z.infer<typeof claimReportFile>;

export const claimReportFileReply = okReply({ file: claimReportFile });

export const claimReportFilesRequest = z.object({ reportId: z.uuid() });
export const claimReportFilesReply = okReply({
  files: z.array(claimReportFile),
  /** How many more the report takes. */
  remaining: z.number().int().nonnegative(),
});

/** The agency's copy of a sent report's file (Staff): the photo or document, never a draft's. */
export const staffClaimReportFileRequest = z.object({ fileId: z.uuid() });
export const claimReportFileRequest = z.object({
  fileId: z.uuid(),
  /** The photo's thumbnail (320 px) rather than the photo; a document has none. */
  thumbnail: z.boolean().optional(),
});

export const deleteClaimReportFileRequest = z.object({ fileId: z.uuid() });
export const deleteClaimReportFileReply = okReply({ deleted: z.literal(true) });
