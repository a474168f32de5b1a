import { ANY_FILE_TYPE, type FileEndpoint, type JsonEndpoint, type UploadEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  FEED_UPLOAD_MAX_BYTES,
  feedProgressReply,
  feedProgressRequest,
  importHistoryReply,
  importHistoryRequest,
  importReply,
  importReportRequest,
  importRequest,
  uploadFeedReply,
  uploadFeedRequest,
} from '../import.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../import.ts. */

export const importData = {
  method: 'POST',
  path: ApiPath.importData,
  access: 'superuser',
  body: importRequest,
  reply: importReply,
  errors: [ErrorCode.IMPORT_BUSY],
  // Documents travel in base64 in the admin API's feed: room for a few dozen.
  bodyLimit: 64 * 1024 * 1024,
} as const satisfies JsonEndpoint;

export const uploadFeed = {
  method: 'POST',
  path: ApiPath.uploadFeed,
  access: 'superuser',
  body: uploadFeedRequest,
  reply: uploadFeedReply,
  errors: [
    ErrorCode.IMPORT_BUSY,
    ErrorCode.IMPORT_NO_FEED,
    ErrorCode.IMPORT_NOT_A_FEED,
    ErrorCode.IMPORT_UNSAFE_ARCHIVE,
  ],
  // The file is written to disk as it arrives (http/uploads.ts), whatever type the browser declares:
  // its name says .zip or .jsonl, its bytes say whether it is one.
  upload: { maxFiles: 1, maxFileBytes: FEED_UPLOAD_MAX_BYTES, types: [ANY_FILE_TYPE], toDisk: true },
} as const satisfies UploadEndpoint;

export const getFeedProgress = {
  method: 'POST',
  path: ApiPath.getFeedProgress,
  access: 'superuser',
  body: feedProgressRequest,
  reply: feedProgressReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getImportHistory = {
  method: 'POST',
  path: ApiPath.getImportHistory,
  access: 'superuser',
  body: importHistoryRequest,
  reply: importHistoryReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getImportReport = {
  method: 'POST',
  path: ApiPath.getImportReport,
  access: 'superuser',
  body: importReportRequest,
  file: 'text/csv',
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies FileEndpoint;
