import { ANY_FILE_TYPE, type JsonEndpoint, type UploadEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  FEED_CHUNK_BYTES,
  feedUploadReply,
  feedUploadRequest,
  importFeedUploadRequest,
  sendFeedChunkRequest,
  startFeedUploadRequest,
} from '../feed-upload.js';
import { uploadFeedReply } from '../import.js';
import { ApiPath } from '../paths.js';

/** The rows of a feed sent in chunks (docs/decisions/0159), whose schemas are in ../feed-upload.ts. */

export const startFeedUpload = {
  method: 'POST',
  path: ApiPath.startFeedUpload,
  access: 'superuser',
  body: startFeedUploadRequest,
  reply: feedUploadReply,
  errors: [ErrorCode.UPLOAD_TOO_LARGE, ErrorCode.UPLOAD_BAD_TYPE],
} as const satisfies JsonEndpoint;

export const sendFeedChunk = {
  method: 'POST',
  path: ApiPath.sendFeedChunk,
  access: 'superuser',
  body: sendFeedChunkRequest,
  reply: feedUploadReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.FEED_UPLOAD_OFFSET, ErrorCode.UPLOAD_TOO_LARGE],
  // A slice of a file, whatever type the browser declares for it: the whole file is checked at the import.
  upload: { maxFiles: 1, maxFileBytes: FEED_CHUNK_BYTES, types: [ANY_FILE_TYPE] },
} as const satisfies UploadEndpoint;

export const getFeedUpload = {
  method: 'POST',
  path: ApiPath.getFeedUpload,
  access: 'superuser',
  body: feedUploadRequest,
  reply: feedUploadReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const importFeedUpload = {
  method: 'POST',
  path: ApiPath.importFeedUpload,
  access: 'superuser',
  body: importFeedUploadRequest,
  reply: uploadFeedReply,
  errors: [
    ErrorCode.NOT_FOUND,
    ErrorCode.FEED_UPLOAD_INCOMPLETE,
    ErrorCode.IMPORT_BUSY,
    ErrorCode.IMPORT_NO_FEED,
    ErrorCode.IMPORT_NOT_A_FEED,
    ErrorCode.IMPORT_UNSAFE_ARCHIVE,
  ],
} as const satisfies JsonEndpoint;
