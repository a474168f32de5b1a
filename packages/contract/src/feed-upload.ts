import { z } from 'zod';
import { okReply } from './envelope.js';

/**
 * A feed sent from the console in chunks (issue 37 item 3, docs/decisions/0159), as a claim report's
 * photos are (0114): `startFeedUpload` names the files and their sizes, each chunk goes with the offset it
 * starts at, a dropped connection asks `getFeedUpload` and resumes from the offset the server holds, and
 * `importFeedUpload` imports the whole set with the checks of an uploaded feed (0102).
 */

/** A chunk carries at most 8 MiB: a drop resends little, a large file needs few calls. */
export const FEED_CHUNK_BYTES = 8 * 1024 * 1024;
/** At most this many files in one upload: the feed's .jsonl files one by one, and the documents' archives. */
export const FEED_UPLOAD_MAX_FILES = 100;

const feedFileName = z.string().trim().min(1).max(200);

export const startFeedUploadRequest = z.object({
  files: z
    .array(
      z.object({
        /** Ending .jsonl (a file of the feed) or .zip (a folder or the documents), else UPLOAD_003. */
        name: feedFileName,
        /** Bytes; zero is refused (VALIDATION_001), past the server's room UPLOAD_001. */
        size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      }),
    )
    .min(1)
    .max(FEED_UPLOAD_MAX_FILES),
});

/** One file of an upload: `offset` the bytes the server holds, the next chunk starts there. */
export const feedUploadFile = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
});
export type FeedUploadFile = z.output<typeof feedUploadFile>;

export const feedUpload = z.object({
  uploadId: z.uuid(),
  files: z.array(feedUploadFile),
  /** The largest chunk the server takes. */
  chunkBytes: z.number().int().positive(),
});
export type FeedUpload = z.output<typeof feedUpload>;

export const feedUploadReply = okReply({ upload: feedUpload });

/** The form fields beside a chunk's bytes (multipart text fields): the file by its place, its offset. */
export const sendFeedChunkRequest = z.object({
  uploadId: z.uuid(),
  file: z.string().regex(/^(0|[1-9]\d{0,2})$/),
  offset: z.string().regex(/^(0|[1-9]\d{0,14})$/),
});

export const feedUploadRequest = z.object({ uploadId: z.uuid() });

/** The upload imported, its progress followed by `progressKey` (getFeedProgress) as an uploaded feed's. */
export const importFeedUploadRequest = z.object({ uploadId: z.uuid(), progressKey: z.uuid() });
