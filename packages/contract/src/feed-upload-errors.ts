/**
 * The error codes of a feed sent in chunks from the console (docs/decisions/0159), with their HTTP status;
 * `feature-errors.ts` gathers them for `errors.ts`.
 */
export const FEED_UPLOAD_CODES = {
  /** A chunk that does not start where its file stands: the client asks `getFeedUpload` and resumes. */
  FEED_UPLOAD_OFFSET: 'FEEDUPLOAD_001',
  /** Importing an upload whose files have not all arrived whole. */
  FEED_UPLOAD_INCOMPLETE: 'FEEDUPLOAD_002',
} as const;

export const FEED_UPLOAD_STATUS = {
  FEEDUPLOAD_001: 409,
  FEEDUPLOAD_002: 409,
} as const;
